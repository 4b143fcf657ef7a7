import { Link } from 'react-router-dom';
import { ArrowRight, Newspaper } from 'lucide-react';
import { usePageMeta } from '@studio/platform';
import { LoadError } from '../ui/LoadError';
import { PageHero } from '../ui/PageHero';
import { PostCard } from '../features/blog/PostCard';
import { usePublicPosts } from '../features/blog/blogApi';
// tokens travel with the screen: the prerendered first paint has only this remote's stylesheets
import '@studio/platform/tokens.css';
import '../ui/ui.css';
import '../features/blog/blog.css';

export default function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'Artigos do Estúdio Criativo sobre branding, identidade visual, redes sociais e sites para pequenos negócios.',
    canonical: '/blog',
  });
  const posts = usePublicPosts();
  return (
    <div data-remote="public" data-screen="BlogPage">
      <PageHero
        eyebrow="Blog"
        title="Ideias para marcas que querem crescer"
        lead="Branding, redes sociais e experiência digital explicados sem jargão, com exemplos reais do dia a dia de pequenos negócios."
      />
      <section className="section" aria-label="Artigos">
        <div className="container">
          {posts.status === 'loading' && (
            <div className="grid-list blog-grid blog-grid--loading" aria-busy="true">
              <p className="st-visually-hidden" role="status">
                Carregando artigos...
              </p>
            </div>
          )}
          {posts.status === 'error' && <LoadError message={posts.message} onRetry={posts.retry} />}
          {posts.status === 'ok' && posts.data.length === 0 && (
            <div className="blog-empty">
              <span className="icon-tile">
                <Newspaper size={22} aria-hidden="true" />
              </span>
              <h2>Nenhum artigo publicado ainda</h2>
              <p>Em breve, dicas de branding, redes sociais e design para pequenos negócios. Enquanto isso, conheça nossos projetos.</p>
              <Link to="/projects" className="btn btn--dark">
                Ver projetos
                <ArrowRight className="btn__arrow" size={18} aria-hidden="true" />
              </Link>
            </div>
          )}
          {posts.status === 'ok' && posts.data.length > 0 && (
            <ul className="grid-list blog-grid">
              {posts.data.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}
