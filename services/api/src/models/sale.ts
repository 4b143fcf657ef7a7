import { Schema, type Types } from 'mongoose';
import { SALE_STATUSES, type SaleStatus } from '@studio/contracts/dashboard';
import { defineModel } from './define';

/** A sale (dashboard, 'Vendas' tab). The status is the admin's choice: nothing changes it by date. */
export interface SaleDoc {
  _id: Types.ObjectId;
  client: string;
  service: string;
  /** reais, kept to the cent */
  value: number;
  /** YYYY-MM-DD */
  date: string;
  /** YYYY-MM-DD */
  dueDate: string;
  status: SaleStatus;
  description?: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SaleDoc>(
  {
    client: { type: String, required: true, trim: true },
    service: { type: String, required: true, trim: true },
    value: { type: Number, required: true, min: 0.01 },
    date: { type: String, required: true },
    dueDate: { type: String, required: true },
    status: { type: String, enum: SALE_STATUSES, default: 'pending' },
    description: String,
  },
  { timestamps: true, versionKey: false },
);
// The summary sums paid sales of a month.
schema.index({ status: 1, date: 1 });
schema.index({ createdAt: -1 });

export const saleModel = defineModel<SaleDoc>('Sale', schema, 'sales');
