import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
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
import { FormModal } from '../../shared/FormModal';
import { useSave } from '../../shared/useSave';
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
  const { saving, save } = useSave();
  const editing = card !== null;
  const F = BOARD_TEXTS.fields;

  async function submit(v: Values) {
    await save(
      () => {
        const body = toBody(v);
        return editing ? updateCard(card.id, body) : createCard(body);
      },
      editing ? BOARD_TEXTS.updated : BOARD_TEXTS.created,
      BOARD_TEXTS.saveFailed,
      onSaved,
    );
  }

  return (
    <FormModal
      open={open}
      title={editing ? BOARD_TEXTS.editCard : BOARD_TEXTS.newCard}
      width={600}
      name="card-form"
      form={form}
      initialValues={initialOf(card)}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? BOARD_TEXTS.save : BOARD_TEXTS.create}
      lockSave
    >
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
    </FormModal>
  );
}
