import { useParams } from 'react-router-dom';
import { usePageMeta } from '@studio/platform';
import { LoadError } from '../ui/LoadError';
import { PageSkeleton } from '../ui/PageSkeleton';
import { PostArticle } from '../features/blog/PostArticle';
import { usePublicPost } from '../features/blog/blogApi';
import { NotFoundState } from '../features/status/NotFoundState';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/blog/blog.css';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = usePublicPost(slug);
  usePageMeta(
    post.status === 'ok'
      ? {
          title: post.data.title,
          description: post.data.excerpt || post.data.content.slice(0, 160),
          canonical: `/blog/${post.data.slug}`,
          image: post.data.featuredImage || undefined,
        }
      : post.status === 'not-found'
        ? { title: 'Artigo não encontrado', description: 'Este artigo não existe ou não está mais publicado.' }
        : { title: 'Blog', description: 'Artigo do blog do Estúdio Criativo.', canonical: `/blog/${slug}` },
  );
  return (
    <article data-remote="public" data-screen="BlogPostPage">
      {post.status === 'loading' && <PageSkeleton label="Carregando artigo..." />}
      {post.status === 'ok' && <PostArticle post={post.data} />}
      {post.status === 'not-found' && (
        <NotFoundState
          title="Artigo não encontrado"
          text="Este artigo não existe ou não está mais publicado."
          backTo="/blog"
          backLabel="Voltar ao Blog"
        />
      )}
      {post.status === 'error' && (
        <div className="page-hero">
          <div className="container page-hero__inner">
            <h1 className="page-hero__title">Blog</h1>
            <LoadError message={post.message} onRetry={post.retry} />
          </div>
        </div>
      )}
    </article>
  );
}
