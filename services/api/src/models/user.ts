import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

export interface UserDoc {
  _id: Types.ObjectId;
  /** stored lowercased: e-mails are compared case-insensitively */
  email: string;
  /** lowercased; only seeded accounts have one (the /admin/login account) */
  username?: string;
  passwordHash: string;
  confirmed: boolean;
  /** sha256 of the token in the confirmation link; the token itself is never stored */
  confirmTokenHash?: string;
  confirmTokenExpiresAt?: Date;
  confirmSentAt?: Date;
  /** a demonstration account: usable only while DEMO_LOGIN is on */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<UserDoc>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    username: { type: String, lowercase: true, trim: true, index: true },
    passwordHash: { type: String, required: true },
    confirmed: { type: Boolean, default: false },
    confirmTokenHash: { type: String, index: true },
    confirmTokenExpiresAt: Date,
    confirmSentAt: Date,
    demo: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);

export const userModel = defineModel<UserDoc>('User', schema, 'users');
