import { useDrag } from 'react-dnd';
import { Button, Dropdown, Progress, Tag } from 'antd';
import type { MenuProps } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, MoreOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import {
  BOARD_COLUMNS,
  BOARD_TEXTS,
  CARD_PRIORITY_COLORS,
  CARD_PRIORITY_LABELS,
  CARD_TYPE_LABELS,
  cardProgress,
  type BoardCardView,
  type BoardColumnId,
} from '@studio/contracts/board';
import { formatIsoDate } from '@studio/contracts/dashboard';
import { CARD_DND_TYPE, type DraggedCard } from './dnd';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function amounts(card: BoardCardView): string | null {
  const unit = card.unit ? ` ${card.unit}` : '';
  if (card.value !== undefined && card.target !== undefined) return `${NUMBER.format(card.value)} / ${NUMBER.format(card.target)}${unit}`;
  if (card.value !== undefined) return `${NUMBER.format(card.value)}${unit}`;
  if (card.target !== undefined) return `Meta: ${NUMBER.format(card.target)}${unit}`;
  return null;
}

interface Props {
  card: BoardCardView;
  onMove: (to: BoardColumnId) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card: draggable with a mouse, and a menu (Editar, Mover para, Excluir) for the keyboard and touch. */
export function BoardCard({ card, onMove, onEdit, onDelete }: Props) {
  const [{ isDragging }, drag] = useDrag<DraggedCard, void, { isDragging: boolean }>(
    () => ({ type: CARD_DND_TYPE, item: { id: card.id, column: card.column }, collect: (m) => ({ isDragging: m.isDragging() }) }),
    [card.id, card.column],
  );
  const progress = cardProgress(card);
  const figures = amounts(card);

  const items: MenuProps['items'] = [
    { key: 'edit', icon: <EditOutlined aria-hidden="true" />, label: BOARD_TEXTS.edit },
    {
      key: 'move',
      icon: <SwapOutlined aria-hidden="true" />,
      label: BOARD_TEXTS.moveTo,
      children: BOARD_COLUMNS.filter((c) => c.id !== card.column).map((c) => ({ key: `move:${c.id}`, label: c.title })),
    },
    { type: 'divider' },
    { key: 'delete', icon: <DeleteOutlined aria-hidden="true" />, label: BOARD_TEXTS.delete, danger: true },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') onEdit();
    else if (key === 'delete') onDelete();
    else if (key.startsWith('move:')) onMove(key.slice(5) as BoardColumnId);
  };

  return (
    <article
      ref={(node) => {
        drag(node);
      }}
      className={`board-card${isDragging ? ' board-card--dragging' : ''}`} data-testid="board-card" data-card-id={card.id} aria-label={card.title}>
      <div className="board-card__head">
        <Tag className="board-card__tag">{CARD_TYPE_LABELS[card.type]}</Tag>
        <Tag className="board-card__tag" color={CARD_PRIORITY_COLORS[card.priority]}>
          {CARD_PRIORITY_LABELS[card.priority]}
        </Tag>
        <Dropdown
          menu={{ items, onClick: onMenu }}
          trigger={['click']}
          placement="bottomRight"
          // A menu button moves focus into its menu when it opens (WAI-ARIA menu button pattern): the arrow
          // keys then walk 'Editar', 'Mover para' and its columns, and 'Excluir' at once.
          // oxlint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        >
          <Button type="text" size="small" className="board-card__menu" icon={<MoreOutlined aria-hidden="true" />} aria-label={`${BOARD_TEXTS.cardMenu}: ${card.title}`} />
        </Dropdown>
      </div>
      <h3 className="board-card__title">{card.title}</h3>
      {card.description && <p className="board-card__desc">{card.description}</p>}
      {figures && <p className="board-card__figures">{figures}</p>}
      {progress !== null && (
        <Progress percent={progress} size="small" strokeColor="var(--col-color)" aria-label={`${BOARD_TEXTS.progress}: ${progress}%`} />
      )}
      {(card.assignee || card.dueDate) && (
        <div className="board-card__meta">
          {card.assignee && (
            <span>
              <UserOutlined aria-hidden="true" /> {card.assignee}
            </span>
          )}
          {card.dueDate && (
            <span>
              <CalendarOutlined aria-hidden="true" /> {formatIsoDate(card.dueDate)}
            </span>
          )}
        </div>
      )}
    </article>
  );
}
