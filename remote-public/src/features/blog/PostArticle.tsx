import type { PublicPost } from '@studio/contracts/blog';
import { BackLink } from '../../ui/BackLink';
import { ImageOr } from '../../ui/ImageOr';
import { Paragraphs } from '../../ui/Paragraphs';
import { formatLongDate } from '../../ui/formatDate';
import { QuoteLink } from '../../ui/QuoteLink';

/** One article: plain-text content rendered as paragraphs (never as HTML). */
export function PostArticle({ post }: { post: PublicPost }) {
  return (
    <>
      <header className="page-hero post-hero">
        <div className="page-hero__glow" aria-hidden="true" />
        <div className="container container--narrow page-hero__inner">
          <BackLink to="/blog">Voltar ao Blog</BackLink>
          {post.category && <p className="badge badge--on-ink case-hero__badge">{post.category}</p>}
          <h1 className="page-hero__title post-hero__title">{post.title}</h1>
          {post.excerpt && <p className="page-hero__lead">{post.excerpt}</p>}
          <p className="post-hero__date">
            Publicado em <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
          </p>
        </div>
      </header>
      {post.featuredImage && (
        <div className="container container--narrow post__image">
          <ImageOr src={post.featuredImage} alt="" width={1200} height={675} decoding="async" />
        </div>
      )}
      <div className="section post__body">
        <div className="container container--narrow">
          <Paragraphs text={post.content} className="prose" />
          <aside className="post__cta" aria-label="Orçamento">
            <p>Quer aplicar isso na sua marca? Conte sobre o seu negócio e receba uma proposta em até 24 horas.</p>
            <QuoteLink />
          </aside>
        </div>
      </div>
    </>
  );
}
