import { Form, Input, Select } from 'antd';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_TEXTS,
  DASHBOARD_TOASTS,
  DEFAULT_POST_STATUS,
  PLATFORMS,
  PLATFORM_LABELS,
  POST_FORM_STATUSES,
  POST_STATUS_LABELS,
  TEXT_LIMITS,
  formatIsoDate,
  type SocialPostBody,
  type SocialPostView,
} from '@studio/contracts/dashboard';
import { FormModal } from '../../../shared/FormModal';
import { useSave } from '../../../shared/useSave';
import { createPost, updatePost } from './api';

type Values = Omit<SocialPostBody, 'date'>;

interface Props {
  open: boolean;
  /** the calendar day the post goes out on (YYYY-MM-DD) */
  date: string;
  /** null: a new post */
  post: SocialPostView | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: Values = { client: '', platform: 'instagram', content: '', time: '', status: DEFAULT_POST_STATUS };

/** The post form (admin-area.md §5 "Post form"): the post goes on the day chosen in the calendar. */
export function PostForm({ open, date, post, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSave();
  const editing = post !== null;

  async function submit(v: Values) {
    const body: SocialPostBody = { date, client: v.client.trim(), platform: v.platform, content: v.content.trim(), time: v.time, status: v.status };
    await save(
      () => (editing ? updatePost(post.id, body) : createPost(body)),
      editing ? DASHBOARD_TOASTS.postUpdated : DASHBOARD_TOASTS.postCreated,
      editing ? DASHBOARD_TOASTS.postSaveFailed : DASHBOARD_TOASTS.postCreateFailed,
      onSaved,
    );
  }

  const initial: Values = post
    ? { client: post.client, platform: post.platform, content: post.content, time: post.time, status: post.status === 'published' ? 'scheduled' : post.status }
    : EMPTY;

  return (
    <FormModal
      open={open}
      title={`${editing ? 'Editar Post' : DASHBOARD_TEXTS.newPost} · ${formatIsoDate(date)}`}
      name="post-form"
      form={form}
      initialValues={initial}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? 'Salvar Alterações' : 'Criar Post'}
      savingLabel={editing ? DASHBOARD_TEXTS.saving : DASHBOARD_TEXTS.creating}
      lockSave
    >
      <Form.Item label="Cliente" name="client" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.clientRequired }]}>
        <Input maxLength={TEXT_LIMITS.short} placeholder="Ex.: Café Flor de Sal" />
      </Form.Item>
      <div className="dash-form-row">
        <Form.Item label="Plataforma" name="platform">
          <Select options={PLATFORMS.map((p) => ({ value: p, label: PLATFORM_LABELS[p] }))} />
        </Form.Item>
        <Form.Item label="Horário" name="time" rules={[{ required: true, message: DASHBOARD_MESSAGES.timeRequired }]}>
          <Input type="time" />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Select options={POST_FORM_STATUSES.map((s) => ({ value: s, label: POST_STATUS_LABELS[s] }))} />
        </Form.Item>
      </div>
      <Form.Item label="Conteúdo" name="content" rules={[{ required: true, whitespace: true, message: DASHBOARD_MESSAGES.contentRequired }]}>
        <Input.TextArea rows={5} maxLength={TEXT_LIMITS.long} showCount placeholder="Legenda, chamada e hashtags do post" />
      </Form.Item>
    </FormModal>
  );
}
