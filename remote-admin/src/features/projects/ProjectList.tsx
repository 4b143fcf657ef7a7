import { Button, Card, Empty, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, StarFilled } from '@ant-design/icons';
import { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, PROJECT_THUMBNAILS_MAX, type ProjectView } from '@studio/contracts/projects';
import { StatusBadge } from '../../shared/StatusBadge';
import { formatDate } from '../../shared/dates';

interface Props {
  projects: ProjectView[];
  loading: boolean;
  onEdit: (project: ProjectView) => void;
  onDelete: (project: ProjectView) => void;
}

/** admin-area.md §2 "Project list". */
export function ProjectList({ projects, loading, onEdit, onDelete }: Props) {
  if (loading) {
    return (
      <div className="adm-center">
        <Spin size="large" aria-label="Carregando projetos" />
      </div>
    );
  }
  if (projects.length === 0) return <Empty description={PROJECT_MESSAGES.empty} />;
  return (
    <ul className="adm-cards" aria-label="Projetos">
      {projects.map((p) => {
        const extra = p.images.length - PROJECT_THUMBNAILS_MAX;
        return (
          <li key={p.id}>
            <Card className="adm-item" data-testid="project-card">
              <Flex justify="space-between" align="start" gap={12}>
                <div className="adm-item__main">
                  <Flex wrap gap={8} align="center" className="adm-item__heading">
                    <Typography.Title level={3} className="adm-item__title">
                      {p.title}
                    </Typography.Title>
                    {p.featured && <StarFilled className="adm-star" aria-label="Projeto em destaque" role="img" />}
                    <StatusBadge status={p.status} label={PROJECT_STATUS_LABELS[p.status] ?? p.status} />
                    {p.category && <Tag>{p.category}</Tag>}
                    {p.client && <Tag color="purple">{p.client}</Tag>}
                  </Flex>
                  {p.description && <Typography.Paragraph className="adm-item__text">{p.description}</Typography.Paragraph>}
                  {p.tags.length > 0 && (
                    <Flex wrap gap={6} className="adm-item__tags">
                      {p.tags.map((t) => (
                        <Tag key={t} bordered={false}>
                          #{t}
                        </Tag>
                      ))}
                    </Flex>
                  )}
                  {p.images.length > 0 && (
                    <Flex gap={8} align="center" className="adm-thumbs">
                      {p.images.slice(0, PROJECT_THUMBNAILS_MAX).map((src, i) => (
                        <img key={src} src={src} alt={`Imagem ${i + 1} de ${p.title}`} width={64} height={64} loading="lazy" />
                      ))}
                      {extra > 0 && <span className="adm-thumbs__more">+{extra}</span>}
                    </Flex>
                  )}
                  <Flex wrap gap={16} className="adm-item__meta">
                    {p.date && <span>Data: {formatDate(p.date)}</span>}
                    <span>Criado em: {formatDate(p.createdAt)}</span>
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
        );
      })}
    </ul>
  );
}
