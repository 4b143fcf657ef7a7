import { Button, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { BLOG_MESSAGES, type BlogPostView } from '@studio/contracts/blog';
import { deletePost, listPosts } from './api';
import { PostList } from './PostList';
import { PostForm } from './PostForm';
import { useConfirmDelete } from '../../shared/useConfirmDelete';
import { useEditor } from '../../shared/useEditor';
import { useList } from '../../shared/useList';
import { ERROR_TITLE, useNotify } from '../../shared/useNotify';

/** The Blog section: 'Novo Artigo', the list, the form dialog and the delete confirmation. */
export default function BlogSection() {
  const form = useEditor<BlogPostView>();
  const confirmDelete = useConfirmDelete();
  const notify = useNotify();

  const { items: posts, loading, reload: load } = useList(listPosts, () => notify.error(ERROR_TITLE, BLOG_MESSAGES.loadError));

  const remove = (post: BlogPostView) =>
    confirmDelete({
      title: BLOG_MESSAGES.deleteConfirm,
      content: post.title,
      remove: () => deletePost(post.id),
      deleted: BLOG_MESSAGES.deleted,
      failed: BLOG_MESSAGES.deleteError,
      after: load,
    });

  return (
    <section aria-label="Artigos do blog">
      <Flex justify="end" className="adm-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
          Novo Artigo
        </Button>
      </Flex>
      <PostList posts={posts} loading={loading} onEdit={form.edit} onDelete={remove} />
      <PostForm
        open={form.open}
        post={form.item}
        onClose={form.close}
        onSaved={() => {
          form.close();
          void load();
        }}
      />
    </section>
  );
}
