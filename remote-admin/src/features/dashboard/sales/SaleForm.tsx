import dayjs, { type Dayjs } from 'dayjs';
import { AutoComplete, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import {
  CLIENT_SERVICES,
  DASHBOARD_MESSAGES,
  DASHBOARD_TEXTS,
  DASHBOARD_TOASTS,
  DEFAULT_SALE_STATUS,
  DISPLAY_DATE_FORMAT,
  ISO_DATE_FORMAT,
  MAX_AMOUNT,
  MONEY_STEP,
  SALE_STATUSES,
  SALE_STATUS_LABELS,
  TEXT_LIMITS,
  type SaleBody,
  type SaleStatus,
  type SaleView,
} from '@studio/contracts/dashboard';
import { FormModal } from '../../../shared/FormModal';
import { useSave } from '../../../shared/useSave';
import { createSale, updateSale } from './api';

interface Values {
  client: string;
  service: string;
  value: number | null;
  date: Dayjs | null;
  dueDate: Dayjs | null;
  status: SaleStatus;
  description: string;
}

interface Props {
  open: boolean;
  /** null: a new sale */
  sale: SaleView | null;
  onClose: () => void;
  onSaved: () => void;
}

function initialOf(s: SaleView | null): Values {
  if (!s) return { client: '', service: '', value: null, date: dayjs(), dueDate: null, status: DEFAULT_SALE_STATUS, description: '' };
  return {
    client: s.client,
    service: s.service,
    value: s.value,
    date: dayjs(s.date),
    dueDate: dayjs(s.dueDate),
    status: s.status,
    description: s.description ?? '',
  };
}

const SERVICE_OPTIONS = CLIENT_SERVICES.map((s) => ({ value: s }));

/** The sale form with every rule and message of admin-area.md §5 (date defaults to today, status to pending). */
export function SaleForm({ open, sale, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const editing = sale !== null;

  async function submit(v: Values) {
    if (!v.date || !v.dueDate || v.value === null) return;
    const description = v.description?.trim();
    const body: SaleBody = {
      client: v.client.trim(),
      service: v.service.trim(),
      value: v.value,
      date: v.date.format(ISO_DATE_FORMAT),
      dueDate: v.dueDate.format(ISO_DATE_FORMAT),
      status: v.status,
      ...(description ? { description } : {}),
    };
    await save(
      () => (editing ? updateSale(sale.id, body) : createSale(body)),
      editing ? DASHBOARD_TOASTS.saleUpdated : DASHBOARD_TOASTS.saleCreated,
      DASHBOARD_TOASTS.saleSaveFailed,
      onSaved,
    );
  }

  return (
    <FormModal
      open={open}
      title={editing ? 'Editar Venda' : DASHBOARD_TEXTS.newSale}
      width={640}
      name="sale-form"
      form={form}
      initialValues={initialOf(sale)}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? 'Salvar Alterações' : 'Criar Venda'}
      savingLabel={editing ? DASHBOARD_TEXTS.saving : DASHBOARD_TEXTS.creating}
      lockSave
    >
      <div className="dash-form-row">
        <Form.Item label="Cliente" name="client" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.clientRequired }]}>
          <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Serviço" name="service" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.serviceRequired }]}>
          <AutoComplete options={SERVICE_OPTIONS} maxLength={TEXT_LIMITS.short} filterOption={(input, o) => String(o?.value).toLowerCase().includes(input.toLowerCase())} />
        </Form.Item>
      </div>
      <div className="dash-form-row">
        <Form.Item
          label="Valor"
          name="value"
          rules={[
            { required: true, message: DASHBOARD_MESSAGES.saleValuePositive },
            { type: 'number', min: 0.01, message: DASHBOARD_MESSAGES.saleValuePositive },
          ]}
        >
          <InputNumber<number> className="dash-number" prefix="R$" step={MONEY_STEP} precision={2} max={MAX_AMOUNT} decimalSeparator="," />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Select options={SALE_STATUSES.map((s) => ({ value: s, label: SALE_STATUS_LABELS[s] }))} />
        </Form.Item>
      </div>
      <div className="dash-form-row">
        <Form.Item label="Data" name="date" rules={[{ required: true, message: DASHBOARD_MESSAGES.dateRequired }]}>
          <DatePicker className="dash-number" format={DISPLAY_DATE_FORMAT} />
        </Form.Item>
        <Form.Item label="Data de vencimento" name="dueDate" rules={[{ required: true, message: DASHBOARD_MESSAGES.dueDateRequired }]}>
          <DatePicker className="dash-number" format={DISPLAY_DATE_FORMAT} />
        </Form.Item>
      </div>
      <Form.Item label="Descrição" name="description">
        <Input.TextArea rows={3} maxLength={TEXT_LIMITS.long} />
      </Form.Item>
    </FormModal>
  );
}
