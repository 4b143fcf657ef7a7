import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import {
  CLIENT_STATUSES,
  CLIENT_STATUS_LABELS,
  DASHBOARD_MESSAGES,
  DASHBOARD_TEXTS,
  DASHBOARD_TOASTS,
  DEFAULT_CLIENT_STATUS,
  DISPLAY_DATE_FORMAT,
  ISO_DATE_FORMAT,
  MAX_AMOUNT,
  MONEY_STEP,
  TEXT_LIMITS,
  type ClientBody,
  type ClientService,
  type ClientStatus,
  type ClientView,
} from '@studio/contracts/dashboard';
import { FormModal } from '../../../shared/FormModal';
import { useSave } from '../../../shared/useSave';
import { createClient, updateClient } from './api';
import { ServicesField } from './ServicesField';

interface Values {
  name: string;
  email: string;
  phone: string;
  company: string;
  status: ClientStatus;
  services: ClientService[];
  monthlyValue: number | null;
  startDate: Dayjs | null;
}

interface Props {
  open: boolean;
  /** null: a new client */
  client: ClientView | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: Values = { name: '', email: '', phone: '', company: '', status: DEFAULT_CLIENT_STATUS, services: [], monthlyValue: 0, startDate: null };

function initialOf(c: ClientView | null): Values {
  if (!c) return EMPTY;
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    company: c.company,
    status: c.status,
    services: c.services as ClientService[],
    monthlyValue: c.monthlyValue,
    startDate: c.startDate ? dayjs(c.startDate) : null,
  };
}

/** The client form with every rule and message of admin-area.md §5. */
export function ClientForm({ open, client, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const editing = client !== null;

  async function submit(v: Values) {
    const body: ClientBody = {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      company: v.company.trim(),
      status: v.status,
      services: v.services,
      monthlyValue: v.monthlyValue ?? 0,
      ...(v.startDate ? { startDate: v.startDate.format(ISO_DATE_FORMAT) } : {}),
    };
    await save(
      () => (editing ? updateClient(client.id, body) : createClient(body)),
      editing ? DASHBOARD_TOASTS.clientUpdated : DASHBOARD_TOASTS.clientCreated,
      DASHBOARD_TOASTS.clientSaveFailed,
      onSaved,
    );
  }

  return (
    <FormModal
      open={open}
      title={editing ? 'Editar Cliente' : DASHBOARD_TEXTS.newClient}
      width={640}
      name="client-form"
      form={form}
      initialValues={initialOf(client)}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? 'Salvar Alterações' : 'Criar Cliente'}
      savingLabel={editing ? DASHBOARD_TEXTS.saving : DASHBOARD_TEXTS.creating}
      lockSave
    >
      <div className="dash-form-row">
        <Form.Item label="Nome" name="name" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.nameRequired }]}>
          <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Empresa" name="company" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.companyRequired }]}>
          <Input maxLength={TEXT_LIMITS.short} autoComplete="off" />
        </Form.Item>
      </div>
      <div className="dash-form-row">
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, message: DASHBOARD_MESSAGES.emailInvalid },
            { type: 'email', message: DASHBOARD_MESSAGES.emailInvalid },
          ]}
        >
          <Input type="email" maxLength={TEXT_LIMITS.email} autoComplete="off" />
        </Form.Item>
        <Form.Item label="Telefone" name="phone" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.phoneRequired }]}>
          <Input type="tel" maxLength={TEXT_LIMITS.phone} placeholder="(11) 99999-9999" autoComplete="off" />
        </Form.Item>
      </div>
      <div className="dash-form-row">
        <Form.Item label="Status" name="status">
          <Select options={CLIENT_STATUSES.map((s) => ({ value: s, label: CLIENT_STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item
          label="Valor mensal"
          name="monthlyValue"
          rules={[{ type: 'number', min: 0, message: DASHBOARD_MESSAGES.monthlyValuePositive }]}
        >
          <InputNumber<number> className="dash-number" prefix="R$" step={MONEY_STEP} precision={2} max={MAX_AMOUNT} decimalSeparator="," />
        </Form.Item>
        <Form.Item label="Data de início" name="startDate">
          <DatePicker className="dash-number" format={DISPLAY_DATE_FORMAT} />
        </Form.Item>
      </div>
      <Form.Item label="Serviços" name="services">
        <ServicesField />
      </Form.Item>
    </FormModal>
  );
}
