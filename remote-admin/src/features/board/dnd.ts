import type { BoardColumnId } from '@studio/contracts/board';

/** What a dragged card carries (react-dnd item). */
export const CARD_DND_TYPE = 'board-card';
export interface DraggedCard {
  id: string;
  column: BoardColumnId;
}
