import { Flex, Tag, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { PROJECT_MESSAGES, PROJECT_STATUS_LABELS, PROJECT_THUMBNAILS_MAX, type ProjectView } from '@studio/contracts/projects';
import { StatusBadge } from '../../shared/StatusBadge';
import { ItemCard } from '../../shared/ItemCard';
import { ItemList } from '../../shared/ItemList';
import { formatDate } from '../../shared/dates';

interface Props {
  projects: ProjectView[];
  loading: boolean;
  onEdit: (project: ProjectView) => void;
  onDelete: (project: ProjectView) => void;
}

function Thumbnails({ project: p }: { project: ProjectView }) {
  const extra = p.images.length - PROJECT_THUMBNAILS_MAX;
  return (
    <Flex gap={8} align="center" className="adm-thumbs">
      {p.images.slice(0, PROJECT_THUMBNAILS_MAX).map((src, i) => (
        <img key={src} src={src} alt={`Imagem ${i + 1} de ${p.title}`} width={64} height={64} loading="lazy" />
      ))}
      {extra > 0 && <span className="adm-thumbs__more">+{extra}</span>}
    </Flex>
  );
}

/** admin-area.md §2 "Project list". */
export function ProjectList({ projects, loading, onEdit, onDelete }: Props) {
  return (
    <ItemList items={projects} loading={loading} loadingLabel="Carregando projetos" empty={PROJECT_MESSAGES.empty} label="Projetos">
      {(p) => (
        <ItemCard
          testId="project-card"
          title={p.title}
          marks={
            <>
              {p.featured && <StarFilled className="adm-star" aria-label="Projeto em destaque" role="img" />}
              <StatusBadge status={p.status} label={PROJECT_STATUS_LABELS[p.status] ?? p.status} />
              {p.category && <Tag>{p.category}</Tag>}
              {p.client && <Tag color="purple">{p.client}</Tag>}
            </>
          }
          onEdit={() => onEdit(p)}
          onDelete={() => onDelete(p)}
        >
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
          {p.images.length > 0 && <Thumbnails project={p} />}
          <Flex wrap gap={16} className="adm-item__meta">
            {p.date && <span>Data: {formatDate(p.date)}</span>}
            <span>Criado em: {formatDate(p.createdAt)}</span>
          </Flex>
        </ItemCard>
      )}
    </ItemList>
  );
}
