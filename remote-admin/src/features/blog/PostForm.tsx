import { Form, Input, Select } from 'antd';
import { BLOG_LIMITS, BLOG_MESSAGES, BLOG_STATUSES, BLOG_STATUS_LABELS, type BlogPostBody, type BlogPostView } from '@studio/contracts/blog';
import { createPost, updatePost } from './api';
import { FormModal, SCROLLING_BODY } from '../../shared/FormModal';
import { useSave } from '../../shared/useSave';

interface Props {
  open: boolean;
  /** null: a new article */
  post: BlogPostView | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: BlogPostBody = { title: '', excerpt: '', category: '', featuredImage: '', status: 'draft', content: '' };

/** admin-area.md §2 "Article form dialog". Empty optional values are sent as empty strings. */
export function PostForm({ open, post, onClose, onSaved }: Props) {
  const [form] = Form.useForm<BlogPostBody>();
  const { saving, save } = useSave();
  const editing = post !== null;

  async function submit(values: BlogPostBody) {
    const body: BlogPostBody = {
      title: values.title.trim(),
      content: values.content,
      excerpt: values.excerpt?.trim() ?? '',
      category: values.category?.trim() ?? '',
      featuredImage: values.featuredImage?.trim() ?? '',
      status: values.status,
    };
    await save(
      () => (editing ? updatePost(post.id, body) : createPost(body)),
      editing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created,
      BLOG_MESSAGES.saveError,
      onSaved,
    );
  }

  return (
    <FormModal
      open={open}
      title={editing ? 'Editar Artigo' : 'Novo Artigo'}
      width={720}
      styles={SCROLLING_BODY}
      name="post-form"
      form={form}
      initialValues={post ? { ...EMPTY, ...post } : EMPTY}
      onFinish={submit}
      onClose={onClose}
      saving={saving}
      saveLabel={editing ? 'Atualizar Artigo' : 'Criar Artigo'}
    >
      <Form.Item label="Título" name="title" rules={[{ required: true, whitespace: true, message: BLOG_MESSAGES.titleRequired }]}>
        <Input maxLength={BLOG_LIMITS.title} placeholder="Ex.: 5 sinais de que sua marca precisa de um rebranding" />
      </Form.Item>
      <Form.Item label="Resumo" name="excerpt">
        <Input.TextArea rows={2} maxLength={BLOG_LIMITS.excerpt} showCount placeholder="Uma ou duas frases que convidam à leitura" />
      </Form.Item>
      <div className="adm-form-row">
        <Form.Item label="Categoria" name="category">
          <Input maxLength={BLOG_LIMITS.category} placeholder="Ex.: Branding" />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Select options={BLOG_STATUSES.map((s) => ({ value: s, label: BLOG_STATUS_LABELS[s] }))} />
        </Form.Item>
      </div>
      <Form.Item label="URL da imagem destacada" name="featuredImage">
        <Input maxLength={BLOG_LIMITS.featuredImage} placeholder="https://..." inputMode="url" />
      </Form.Item>
      <Form.Item label="Conteúdo" name="content" rules={[{ required: true, whitespace: true, message: BLOG_MESSAGES.contentRequired }]}>
        <Input.TextArea rows={10} maxLength={BLOG_LIMITS.content} />
      </Form.Item>
    </FormModal>
  );
}
