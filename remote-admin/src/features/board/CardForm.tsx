import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import {
  BOARD_TEXTS,
  CARD_PRIORITIES,
  CARD_PRIORITY_LABELS,
  CARD_TYPES,
  CARD_TYPE_LABELS,
  DEFAULT_CARD_PRIORITY,
  DEFAULT_CARD_TYPE,
  NUMERIC_STEP,
  type BoardCardBody,
  type BoardCardView,
  type CardPriority,
  type CardType,
} from '@studio/contracts/board';
import { DISPLAY_DATE_FORMAT, ISO_DATE_FORMAT, MAX_AMOUNT, TEXT_LIMITS } from '@studio/contracts/dashboard';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../shared/useNotify';
import { createCard, updateCard } from './api';

interface Values {
  title: string;
  description?: string;
  type: CardType;
  priority: CardPriority;
  value?: number | null;
  target?: number | null;
  unit?: string;
  assignee?: string;
  dueDate?: Dayjs | null;
}

interface Props {
  open: boolean;
  /** null: a new card (it goes to Backlog) */
  card: BoardCardView | null;
  onClose: () => void;
  onSaved: (card: BoardCardView) => void;
}

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Empty optional fields are left out of the body (admin-area.md §5). */
export function toBody(v: Values): BoardCardBody {
  const optional = {
    description: text(v.description),
    assignee: text(v.assignee),
    unit: text(v.unit),
    value: num(v.value),
    target: num(v.target),
    dueDate: v.dueDate ? v.dueDate.format(ISO_DATE_FORMAT) : undefined,
  };
  return {
    title: v.title.trim(),
    type: v.type,
    priority: v.priority,
    ...Object.fromEntries(Object.entries(optional).filter(([, x]) => x !== undefined)),
  };
}

function initialOf(card: BoardCardView | null): Values {
  if (!card) return { title: '', type: DEFAULT_CARD_TYPE, priority: DEFAULT_CARD_PRIORITY };
  return { ...card, dueDate: card.dueDate ? dayjs(card.dueDate) : null };
}

/** 'Nova Métrica' / 'Editar Métrica'. */
export function CardForm({ open, card, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const editing = card !== null;
  const F = BOARD_TEXTS.fields;

  async function submit(v: Values) {
    setSaving(true);
    try {
      const body = toBody(v);
      const result = editing ? await updateCard(card.id, body) : await createCard(body);
      notify.success(SUCCESS_TITLE, editing ? BOARD_TEXTS.updated : BOARD_TEXTS.created);
      onSaved(result);
    } catch {
      notify.error(ERROR_TITLE, BOARD_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? BOARD_TEXTS.editCard : BOARD_TEXTS.newCard}
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      width={600}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {BOARD_TEXTS.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()} loading={saving} disabled={saving}>
          {editing ? BOARD_TEXTS.save : BOARD_TEXTS.create}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="card-form" initialValues={initialOf(card)} onFinish={submit} disabled={saving} requiredMark="optional">
        <Form.Item label={F.title} name="title" rules={[{ required: true, whitespace: true, message: BOARD_TEXTS.titleRequired }]}>
          <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
        </Form.Item>
        <Form.Item label={F.description} name="description">
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.long} />
        </Form.Item>
        <div className="board-form-row">
          <Form.Item label={F.type} name="type">
            <Select options={CARD_TYPES.map((t) => ({ value: t, label: CARD_TYPE_LABELS[t] }))} />
          </Form.Item>
          <Form.Item label={F.priority} name="priority">
            <Select options={CARD_PRIORITIES.map((p) => ({ value: p, label: CARD_PRIORITY_LABELS[p] }))} />
          </Form.Item>
        </div>
        <div className="board-form-row">
          <Form.Item label={F.value} name="value">
            <InputNumber<number> className="board-number" step={NUMERIC_STEP} min={-MAX_AMOUNT} max={MAX_AMOUNT} decimalSeparator="," />
          </Form.Item>
          <Form.Item label={F.target} name="target">
            <InputNumber<number> className="board-number" step={NUMERIC_STEP} min={-MAX_AMOUNT} max={MAX_AMOUNT} decimalSeparator="," />
          </Form.Item>
          <Form.Item label={F.unit} name="unit">
            <Input maxLength={30} placeholder={F.unitPlaceholder} />
          </Form.Item>
        </div>
        <div className="board-form-row">
          <Form.Item label={F.assignee} name="assignee">
            <Input maxLength={TEXT_LIMITS.short} />
          </Form.Item>
          <Form.Item label={F.dueDate} name="dueDate">
            <DatePicker className="board-number" format={DISPLAY_DATE_FORMAT} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
