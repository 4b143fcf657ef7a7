import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

/**
 * One failed sign-in, counted under two keys (`ip:<address>` and `account:<login>`). Kept in the database so
 * the limit holds across API replicas; old rows are pruned by date (no TTL index on FerretDB).
 */
export interface LoginFailureDoc {
  _id: Types.ObjectId;
  key: string;
  at: Date;
}

const schema = new Schema<LoginFailureDoc>(
  { key: { type: String, required: true }, at: { type: Date, required: true } },
  { versionKey: false },
);
schema.index({ key: 1, at: 1 });

export const loginFailureModel = defineModel<LoginFailureDoc>('LoginFailure', schema, 'login_failures');
