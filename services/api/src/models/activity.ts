import { Schema, type Types } from 'mongoose';
import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES, type ActivityAction, type ActivityResource } from '@studio/contracts/dashboard';
import { defineModel } from './define';

/**
 * One line of the dashboard's activity log, appended by every change of posts, clients, sales and board
 * cards. The sentence is stored as it was said then: renaming a client later does not rewrite history.
 */
export interface ActivityDoc {
  _id: Types.ObjectId;
  resource: ActivityResource;
  action: ActivityAction;
  /** the record it is about (absent for events without one) */
  refId?: string;
  text: string;
  /** e-mail of the admin who did it, or 'sistema' for the seed */
  actor: string;
  createdAt: Date;
}

const schema = new Schema<ActivityDoc>(
  {
    resource: { type: String, enum: ACTIVITY_RESOURCES, required: true },
    action: { type: String, enum: ACTIVITY_ACTIONS, required: true },
    refId: String,
    text: { type: String, required: true },
    actor: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
schema.index({ createdAt: -1 });
schema.index({ resource: 1, action: 1, actor: 1 });

export const activityModel = defineModel<ActivityDoc>('Activity', schema, 'activity_log');
