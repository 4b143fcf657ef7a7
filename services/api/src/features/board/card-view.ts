import type { BoardCardView } from '@studio/contracts/board';
import type { BoardCardDoc } from '../../models/board-card';

const OPTIONAL = ['description', 'assignee', 'dueDate', 'value', 'target', 'unit'] as const;

/** A stored card as the API answers it; absent optional fields stay absent. */
export function cardView(d: BoardCardDoc): BoardCardView {
  const optional = Object.fromEntries(OPTIONAL.filter((k) => d[k] !== undefined && d[k] !== null).map((k) => [k, d[k]]));
  return {
    id: String(d._id),
    title: d.title,
    type: d.type,
    priority: d.priority,
    ...optional,
    column: d.column,
    order: d.order,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export const CARD_OPTIONAL_FIELDS = OPTIONAL;
