import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxDoc {
  _id: Types.ObjectId;
  /** what the e-mail is about, e.g. quiz-notification, quiz-confirmation, signup-confirmation */
  kind: string;
  /** the record it belongs to (a lead, a user) */
  refId?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lockedUntil?: Date;
  lastError?: string;
  sentAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<OutboxDoc>(
  {
    kind: { type: String, required: true },
    refId: String,
    to: { type: String, required: true },
    replyTo: String,
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: String,
    status: { type: String, enum: ['pending', 'sending', 'sent', 'failed'], default: 'pending', index: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date(), index: true },
    lockedUntil: Date,
    lastError: String,
    sentAt: Date,
  },
  { timestamps: true, versionKey: false },
);
schema.index({ refId: 1 });

/** One row per delivery attempt; its unique _id (`<outbox id>:<attempt>`) is the lock that lets only one worker send. */
export interface OutboxClaimDoc {
  _id: string;
  worker: string;
  claimedAt: Date;
}
const claimSchema = new Schema<OutboxClaimDoc>(
  { _id: String, worker: String, claimedAt: { type: Date, default: () => new Date() } },
  { versionKey: false },
);

export const outboxModel = defineModel<OutboxDoc>('Outbox', schema, 'outbox');
export const outboxClaimModel = defineModel<OutboxClaimDoc>('OutboxClaim', claimSchema, 'outbox_claims');
