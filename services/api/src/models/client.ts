import { Schema, type Types } from 'mongoose';
import { CLIENT_STATUSES, type ClientStatus } from '@studio/contracts/dashboard';
import { defineModel } from './define';

/** A client of the studio (dashboard, 'Clientes' tab). */
export interface ClientDoc {
  _id: Types.ObjectId;
  name: string;
  email: string;
  phone: string;
  company: string;
  status: ClientStatus;
  services: string[];
  monthlyValue: number;
  /** YYYY-MM-DD */
  startDate?: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<ClientDoc>(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true },
    phone: { type: String, required: true, trim: true },
    company: { type: String, required: true, trim: true },
    status: { type: String, enum: CLIENT_STATUSES, default: 'lead', index: true },
    services: { type: [String], default: [] },
    monthlyValue: { type: Number, default: 0, min: 0 },
    startDate: String,
  },
  { timestamps: true, versionKey: false },
);
schema.index({ createdAt: -1 });

export const clientModel = defineModel<ClientDoc>('Client', schema, 'clients');
