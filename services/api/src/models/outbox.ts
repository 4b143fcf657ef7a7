import { Schema, type Types } from 'mongoose';
import { defineModel } from './define';

/**
 * pending → sent, or pending again (retry) → ... → failed after the last attempt. 'sending' is kept in the
 * type for the admin's vocabulary (MAIL_STATES) but not written: the claim marks an attempt in flight.
 */
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
  /** absent when the body is rendered from the record `refId` at send time (see OutgoingMail) */
  text?: string;
  html?: string;
  status: OutboxStatus;
  /** attempts made so far */
  attempts: number;
  /** when the next attempt is due (unset once sent) */
  nextAttemptAt: Date;
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
    text: String,
    html: String,
    status: { type: String, enum: ['pending', 'sending', 'sent', 'failed'], default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: () => new Date() },
    lastError: String,
    sentAt: Date,
  },
  { timestamps: true, versionKey: false },
);
// The worker's query (due rows) and the admin's (a lead's e-mails).
schema.index({ status: 1, nextAttemptAt: 1 });
schema.index({ refId: 1 });

/**
 * One row per delivery attempt; its unique _id (`<outbox id>:<attempt>`) is the lock that lets only one
 * worker send. Also `lead-mail:<lead>:<kind>` for the quiz's reconciliation. Kept after sending: removing a
 * claim would let a worker holding a stale read of the row claim that attempt again.
 */
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
