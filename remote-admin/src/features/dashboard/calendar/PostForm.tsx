import { useState } from 'react';
import { Button, Form, Input, Modal, Select } from 'antd';
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
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../../shared/useNotify';
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
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const editing = post !== null;

  async function submit(v: Values) {
    setSaving(true);
    const body: SocialPostBody = { date, client: v.client.trim(), platform: v.platform, content: v.content.trim(), time: v.time, status: v.status };
    try {
      if (editing) await updatePost(post.id, body);
      else await createPost(body);
      notify.success(SUCCESS_TITLE, editing ? DASHBOARD_TOASTS.postUpdated : DASHBOARD_TOASTS.postCreated);
      onSaved();
    } catch {
      notify.error(ERROR_TITLE, editing ? DASHBOARD_TOASTS.postSaveFailed : DASHBOARD_TOASTS.postCreateFailed);
    } finally {
      setSaving(false);
    }
  }

  const initial: Values = post
    ? { client: post.client, platform: post.platform, content: post.content, time: post.time, status: post.status === 'published' ? 'scheduled' : post.status }
    : EMPTY;

  return (
    <Modal
      open={open}
      title={`${editing ? 'Editar Post' : DASHBOARD_TEXTS.newPost} · ${formatIsoDate(date)}`}
      onCancel={saving ? undefined : onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          {DASHBOARD_TEXTS.cancel}
        </Button>,
        <Button key="save" type="primary" onClick={() => form.submit()} disabled={saving} loading={saving}>
          {saving ? (editing ? DASHBOARD_TEXTS.saving : DASHBOARD_TEXTS.creating) : editing ? 'Salvar Alterações' : 'Criar Post'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" name="post-form" initialValues={initial} onFinish={submit} disabled={saving} requiredMark="optional">
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
      </Form>
    </Modal>
  );
}
