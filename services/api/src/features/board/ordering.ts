import type { Connection } from 'mongoose';
import type { BoardColumnId } from '@studio/contracts/board';
import { boardCardModel, type BoardCardDoc } from '../../models/board-card';

/** The position after the last card of a column. */
export async function endOfColumn(db: Connection, column: BoardColumnId): Promise<number> {
  const last = await boardCardModel(db).findOne({ column }).sort({ order: -1 }).select({ order: 1 }).lean<Pick<BoardCardDoc, 'order'>>();
  return last ? last.order + 1 : 0;
}

/**
 * Moves a card to another column: to the end (a drop), or to `index` when given, renumbering that column.
 * The same column changes nothing (admin-area.md §4). Returns the card as it is afterwards, or null.
 */
export async function moveCard(db: Connection, id: string, column: BoardColumnId, index?: number): Promise<{ card: BoardCardDoc; moved: boolean } | null> {
  const Cards = boardCardModel(db);
  const card = await Cards.findById(id).lean<BoardCardDoc>();
  if (!card) return null;
  if (card.column === column) return { card, moved: false };

  if (index === undefined) {
    const order = await endOfColumn(db, column);
    const updated = await Cards.findByIdAndUpdate(id, { $set: { column, order } }, { returnDocument: 'after' }).lean<BoardCardDoc>();
    return updated ? { card: updated, moved: true } : null;
  }

  const others = await Cards.find({ column }).sort({ order: 1, _id: 1 }).select({ _id: 1 }).lean<Pick<BoardCardDoc, '_id'>[]>();
  const ids = others.map((c) => String(c._id));
  ids.splice(Math.min(index, ids.length), 0, id);
  await Cards.bulkWrite(
    ids.map((cardId, order) => ({
      updateOne: { filter: { _id: cardId }, update: { $set: cardId === id ? { column, order } : { order } } },
    })),
    { ordered: true },
  );
  const updated = await Cards.findById(id).lean<BoardCardDoc>();
  return updated ? { card: updated, moved: true } : null;
}
