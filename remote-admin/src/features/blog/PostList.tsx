import { Button, Card, Empty, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ExportOutlined } from '@ant-design/icons';
import { BLOG_MESSAGES, BLOG_STATUS_LABELS, type BlogPostView } from '@studio/contracts/blog';
import { StatusBadge } from '../../shared/StatusBadge';
import { formatDate } from '../../shared/dates';

interface Props {
  posts: BlogPostView[];
  loading: boolean;
  onEdit: (post: BlogPostView) => void;
  onDelete: (post: BlogPostView) => void;
}

/** admin-area.md §2 "Article list". */
export function PostList({ posts, loading, onEdit, onDelete }: Props) {
  if (loading) {
    return (
      <div className="adm-center">
        <Spin size="large" aria-label="Carregando artigos" />
      </div>
    );
  }
  if (posts.length === 0) return <Empty description={BLOG_MESSAGES.empty} />;
  return (
    <ul className="adm-cards" aria-label="Artigos">
      {posts.map((p) => (
        <li key={p.id}>
          <Card className="adm-item" data-testid="post-card">
            <Flex justify="space-between" align="start" gap={12}>
              <div className="adm-item__main">
                <Flex wrap gap={8} align="center" className="adm-item__heading">
                  <Typography.Title level={3} className="adm-item__title">
                    {p.title}
                  </Typography.Title>
                  <StatusBadge status={p.status} label={BLOG_STATUS_LABELS[p.status] ?? p.status} />
                  {p.category && <Tag>{p.category}</Tag>}
                </Flex>
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
              </div>
              <Flex gap={4}>
                <Tooltip title="Editar">
                  <Button icon={<EditOutlined />} onClick={() => onEdit(p)} aria-label={`Editar ${p.title}`} />
                </Tooltip>
                <Tooltip title="Excluir">
                  <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(p)} aria-label={`Excluir ${p.title}`} />
                </Tooltip>
              </Flex>
            </Flex>
          </Card>
        </li>
      ))}
    </ul>
  );
}
