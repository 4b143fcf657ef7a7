import { Schema, type Types } from 'mongoose';
import { BOARD_COLUMN_IDS, CARD_PRIORITIES, CARD_TYPES, type BoardColumnId, type CardPriority, type CardType } from '@studio/contracts/board';
import { defineModel } from './define';

/** A card of the metrics board: a metric, goal or task, in one column at one position. */
export interface BoardCardDoc {
  _id: Types.ObjectId;
  title: string;
  description?: string;
  type: CardType;
  priority: CardPriority;
  assignee?: string;
  /** YYYY-MM-DD */
  dueDate?: string;
  value?: number;
  target?: number;
  unit?: string;
  column: BoardColumnId;
  /** position in the column, smallest first (gaps allowed) */
  order: number;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<BoardCardDoc>(
  {
    title: { type: String, required: true, trim: true },
    description: String,
    type: { type: String, enum: CARD_TYPES, required: true },
    priority: { type: String, enum: CARD_PRIORITIES, required: true },
    assignee: String,
    dueDate: String,
    value: Number,
    target: Number,
    unit: String,
    column: { type: String, enum: BOARD_COLUMN_IDS, required: true },
    order: { type: Number, required: true },
  },
  { timestamps: true, versionKey: false },
);
schema.index({ column: 1, order: 1 });

export const boardCardModel = defineModel<BoardCardDoc>('BoardCard', schema, 'board_cards');
