import { Schema, type Types } from 'mongoose';
import { PLATFORMS, POST_STATUSES, type Platform, type PostStatus } from '@studio/contracts/dashboard';
import { defineModel } from './define';

/** A social media post planned in the dashboard's calendar. */
export interface SocialPostDoc {
  _id: Types.ObjectId;
  /** the calendar day, YYYY-MM-DD (a day, not an instant: no time-zone shift) */
  date: string;
  client: string;
  platform: Platform;
  content: string;
  /** HH:MM */
  time: string;
  status: PostStatus;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SocialPostDoc>(
  {
    date: { type: String, required: true },
    client: { type: String, required: true, trim: true },
    platform: { type: String, enum: PLATFORMS, required: true },
    content: { type: String, required: true, trim: true },
    time: { type: String, required: true },
    status: { type: String, enum: POST_STATUSES, default: 'draft' },
  },
  { timestamps: true, versionKey: false },
);
// The calendar reads one day (or one month) at a time, in time order.
schema.index({ date: 1, time: 1 });

export const socialPostModel = defineModel<SocialPostDoc>('SocialPost', schema, 'social_posts');
