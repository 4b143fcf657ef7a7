import { Flex, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { BLOG_MESSAGES, BLOG_STATUS_LABELS, type BlogPostView } from '@studio/contracts/blog';
import { StatusBadge } from '../../shared/StatusBadge';
import { ItemCard } from '../../shared/ItemCard';
import { ItemList } from '../../shared/ItemList';
import { formatDate } from '../../shared/dates';

interface Props {
  posts: BlogPostView[];
  loading: boolean;
  onEdit: (post: BlogPostView) => void;
  onDelete: (post: BlogPostView) => void;
}

/** admin-area.md §2 "Article list". */
export function PostList({ posts, loading, onEdit, onDelete }: Props) {
  return (
    <ItemList items={posts} loading={loading} loadingLabel="Carregando artigos" empty={BLOG_MESSAGES.empty} label="Artigos">
      {(p) => (
        <ItemCard
          testId="post-card"
          title={p.title}
          marks={
            <>
              <StatusBadge status={p.status} label={BLOG_STATUS_LABELS[p.status] ?? p.status} />
              {p.category && <Tag>{p.category}</Tag>}
            </>
          }
          onEdit={() => onEdit(p)}
          onDelete={() => onDelete(p)}
        >
          {p.excerpt && <Typography.Paragraph className="adm-item__text">{p.excerpt}</Typography.Paragraph>}
          <Flex wrap gap={16} className="adm-item__meta">
            <span>Criado em: {formatDate(p.createdAt)}</span>
            <span>Atualizado em: {formatDate(p.updatedAt)}</span>
            {p.status === 'published' && (
              <a href={`/blog/${p.slug}`} target="_blank" rel="noreferrer">
                Ver no site <ExportOutlined />
              </a>
            )}
          </Flex>
        </ItemCard>
      )}
    </ItemList>
  );
}
