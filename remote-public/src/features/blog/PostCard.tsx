import { Link } from 'react-router-dom';
import { ArrowUpRight } from 'lucide-react';
import type { PublicPostSummary } from '@studio/contracts/blog';
import { formatLongDate } from '../../ui/formatDate';
import { ImageOr } from '../../ui/ImageOr';

export function PostCard({ post }: { post: PublicPostSummary }) {
  return (
    <article className="card lift-card post-card">
      {post.featuredImage ? (
        <div className="post-card__media">
          <ImageOr src={post.featuredImage} alt="" width={1200} height={675} loading="lazy" decoding="async" fallback={<div className="post-card__no-image" />} />
        </div>
      ) : (
        <div className="post-card__media post-card__no-image" aria-hidden="true" />
      )}
      <div className="post-card__body">
        <p className="post-card__meta">
          {post.category && <span className="post-card__category">{post.category}</span>}
          <time dateTime={post.createdAt}>{formatLongDate(post.createdAt)}</time>
        </p>
        <h2 className="post-card__title">
          <Link to={`/blog/${post.slug}`} className="card-link post-card__link">
            {post.title}
          </Link>
        </h2>
        {post.excerpt && <p className="post-card__excerpt">{post.excerpt}</p>}
        <span className="card-more post-card__more" aria-hidden="true">
          Ler artigo <ArrowUpRight size={18} />
        </span>
      </div>
    </article>
  );
}
