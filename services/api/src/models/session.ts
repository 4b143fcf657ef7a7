import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

/**
 * A sign-in. The cookie's JWT names it; a request is accepted only while its row exists and has not
 * expired, so logging out (deleting the row) really ends the session even if the JWT were copied.
 */
export interface SessionDoc {
  /** random id carried in the JWT as `sid` */
  _id: string;
  userId: Types.ObjectId;
  /** moves forward while the session is used (idle expiry) */
  expiresAt: Date;
  ip: string;
  userAgent: string;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SessionDoc>(
  {
    _id: { type: String },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    expiresAt: { type: Date, required: true, index: true },
    ip: { type: String, default: '' },
    userAgent: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false },
);

export const sessionModel = defineModel<SessionDoc>('Session', schema, 'sessions');
