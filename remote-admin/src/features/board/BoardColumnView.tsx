import type { CSSProperties } from 'react';
import { useDrop } from 'react-dnd';
import type { BoardCardView, BoardColumn, BoardColumnId } from '@studio/contracts/board';
import { BOARD_TEXTS } from '@studio/contracts/board';
import { BoardCard } from './BoardCard';
import { CARD_DND_TYPE, type DraggedCard } from './dnd';

interface Props {
  column: BoardColumn;
  cards: BoardCardView[];
  onDrop: (cardId: string) => void;
  onMove: (cardId: string, to: BoardColumnId) => void;
  onEdit: (card: BoardCardView) => void;
  onDelete: (card: BoardCardView) => void;
}

/** One column: a drop target for cards of the other columns (its own cards dropped back change nothing). */
export function BoardColumnView({ column, cards, onDrop, onMove, onEdit, onDelete }: Props) {
  const [{ isOver, canDrop }, drop] = useDrop<DraggedCard, void, { isOver: boolean; canDrop: boolean }>(
    () => ({
      accept: CARD_DND_TYPE,
      canDrop: (item) => item.column !== column.id,
      drop: (item) => onDrop(item.id),
      collect: (m) => ({ isOver: m.isOver(), canDrop: m.canDrop() }),
    }),
    [column.id, onDrop],
  );
  const headingId = `board-col-${column.id}`;

  return (
    <div
      ref={(node) => {
        drop(node);
      }}
      className={`board-col${isOver && canDrop ? ' board-col--over' : ''}`}
      style={{ '--col-color': column.color } as CSSProperties}
      data-testid={`column-${column.id}`}
      role="region"
      aria-labelledby={headingId}
    >
      <header className="board-col__head">
        <span className="board-col__dot" aria-hidden="true" />
        <h2 className="board-col__title" id={headingId}>
          {column.title}
        </h2>
        <span className="board-col__count" aria-label={`${cards.length} cards`}>
          {cards.length}
        </span>
      </header>
      <ul className="board-col__cards">
        {cards.map((card) => (
          <li key={card.id}>
            <BoardCard card={card} onMove={(to) => onMove(card.id, to)} onEdit={() => onEdit(card)} onDelete={() => onDelete(card)} />
          </li>
        ))}
      </ul>
      {cards.length === 0 && <p className="board-col__empty">{BOARD_TEXTS.emptyColumn}</p>}
    </div>
  );
}
