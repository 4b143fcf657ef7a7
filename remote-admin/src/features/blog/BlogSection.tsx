import { useState } from 'react';
import { App, Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BLOG_MESSAGES, type BlogPostView } from '@studio/contracts/blog';
import { deletePost, listPosts } from './api';
import { PostList } from './PostList';
import { PostForm } from './PostForm';
import { useList } from '../../shared/useList';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../shared/useNotify';

/** The Blog section: 'Novo Artigo', the list, the form dialog and the delete confirmation. */
export default function BlogSection() {
  const [form, setForm] = useState<{ open: boolean; post: BlogPostView | null }>({ open: false, post: null });
  const { modal } = App.useApp();
  const notify = useNotify();

  const { items: posts, loading, reload: load } = useList(listPosts, () => notify.error(ERROR_TITLE, BLOG_MESSAGES.loadError));

  const remove = (post: BlogPostView) =>
    modal.confirm({
      title: BLOG_MESSAGES.deleteConfirm,
      content: post.title,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        try {
          await deletePost(post.id);
          notify.success(SUCCESS_TITLE, BLOG_MESSAGES.deleted);
          await load();
        } catch {
          notify.error(ERROR_TITLE, BLOG_MESSAGES.deleteError);
        }
      },
    });

  return (
    <section aria-label="Artigos do blog">
      <Flex justify="end" className="adm-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, post: null })}>
          Novo Artigo
        </Button>
      </Flex>
      <PostList posts={posts} loading={loading} onEdit={(post) => setForm({ open: true, post })} onDelete={remove} />
      <PostForm
        open={form.open}
        post={form.post}
        onClose={() => setForm({ open: false, post: null })}
        onSaved={() => {
          setForm({ open: false, post: null });
          void load();
        }}
      />
    </section>
  );
}
