import { useCallback, useEffect, useMemo, useState } from 'react';
import { BOARD_COLUMN_IDS, BOARD_COLUMN_TITLES, BOARD_TEXTS, type BoardCardView, type BoardColumnId } from '@studio/contracts/board';
import { ERROR_TITLE, SUCCESS_TITLE, useNotify } from '../../shared/useNotify';
import { deleteCard, listCards, moveCard } from './api';

function byOrder(a: BoardCardView, b: BoardCardView) {
  return a.order - b.order || a.createdAt.localeCompare(b.createdAt);
}

/**
 * The board's cards grouped by column. A move shows at once (the card goes to the end of its new column, as
 * the server will put it) and is undone if the server refuses.
 */
export function useBoard() {
  const [cards, setCards] = useState<BoardCardView[]>([]);
  const [loading, setLoading] = useState(true);
  const notify = useNotify();

  useEffect(() => {
    let live = true;
    listCards().then(
      (list) => {
        if (!live) return;
        setCards(list);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setLoading(false);
        notify.error(ERROR_TITLE, BOARD_TEXTS.loadFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [notify]);

  const columns = useMemo(() => {
    const grouped = Object.fromEntries(BOARD_COLUMN_IDS.map((c) => [c, [] as BoardCardView[]])) as Record<BoardColumnId, BoardCardView[]>;
    for (const card of cards) grouped[card.column].push(card);
    for (const c of BOARD_COLUMN_IDS) grouped[c].sort(byOrder);
    return grouped;
  }, [cards]);

  const move = useCallback(
    async (id: string, column: BoardColumnId) => {
      const card = cards.find((c) => c.id === id);
      // Dropping on the column the card is already in does nothing (admin-area.md §4).
      if (!card || card.column === column) return;
      const before = cards;
      const end = Math.max(-1, ...cards.filter((c) => c.column === column).map((c) => c.order)) + 1;
      setCards((list) => list.map((c) => (c.id === id ? { ...c, column, order: end } : c)));
      try {
        const saved = await moveCard(id, { column });
        setCards((list) => list.map((c) => (c.id === id ? saved : c)));
        notify.success(SUCCESS_TITLE, BOARD_TEXTS.moved(BOARD_COLUMN_TITLES[column]));
      } catch {
        setCards(before);
        notify.error(ERROR_TITLE, BOARD_TEXTS.moveFailed);
      }
    },
    [cards, notify],
  );

  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteCard(id);
        setCards((list) => list.filter((c) => c.id !== id));
        notify.success(SUCCESS_TITLE, BOARD_TEXTS.deleted);
      } catch {
        notify.error(ERROR_TITLE, BOARD_TEXTS.deleteFailed);
      }
    },
    [notify],
  );

  /** After the form saved: a new card, or the edited one in place. */
  const saved = useCallback((card: BoardCardView) => {
    setCards((list) => (list.some((c) => c.id === card.id) ? list.map((c) => (c.id === card.id ? card : c)) : [...list, card]));
  }, []);

  return { columns, loading, move, remove, saved };
}
