import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

export type Role = 'admin';

/** admin-area.md §3: a user is an admin through a row here even outside the company domain. */
export interface UserRoleDoc {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  role: Role;
  createdAt: Date;
}

const schema = new Schema<UserRoleDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ['admin'], required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
schema.index({ userId: 1, role: 1 }, { unique: true });

export const userRoleModel = defineModel<UserRoleDoc>('UserRole', schema, 'user_roles');
