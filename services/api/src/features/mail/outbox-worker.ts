import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import { outboxClaimModel, outboxModel, type OutboxDoc } from '../../models/outbox';
import type { MailTransport } from './transport';

export interface OutboxWorkerOptions {
  db: Connection;
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  messageIdDomain: string;
  pollMs: number;
  backoffMs: number;
  maxAttempts: number;
  /** how long a claimed row may stay 'sending' before another worker may retry it (crashed sender) */
  leaseMs?: number;
  batch?: number;
}

export function backoffDelay(attempt: number, baseMs: number, capMs = 60 * 60 * 1000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Sends outbox rows. Several API processes may run this at once: a row is sent by whoever inserts the
 * claim `<id>:<attempt>` first (a unique _id, atomic on MongoDB and FerretDB alike), so each attempt has
 * exactly one sender. The Message-ID is stable per row, so a retry after a crash is recognisably the same mail.
 */
export class OutboxWorker {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  private kicked = false;

  constructor(private readonly o: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass soon (after an enqueue), without waiting for the poll interval. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.kicked = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass()
        .then(() => undefined)
        .catch((err) => this.o.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'outbox: passagem falhou'))
        .finally(() => {
          this.running = null;
          const again = this.kicked;
          this.kicked = false;
          this.schedule(again ? 0 : this.o.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /** One pass: claim and send due rows until none is left. Returns how many were sent. */
  async pass(): Promise<number> {
    const Outbox = outboxModel(this.o.db);
    let sent = 0;
    for (;;) {
      if (this.stopped || this.o.db.readyState !== 1) return sent;
      const now = new Date();
      const due = await Outbox.find({
        $or: [
          { status: 'pending', nextAttemptAt: { $lte: now } },
          { status: 'sending', lockedUntil: { $lte: now } },
        ],
      })
        .sort({ nextAttemptAt: 1 })
        .limit(this.o.batch ?? 20)
        .lean<OutboxDoc[]>();
      if (due.length === 0) return sent;
      let progressed = false;
      for (const row of due) {
        if (this.stopped) return sent;
        const outcome = await this.deliver(row);
        if (outcome !== 'skipped') progressed = true;
        if (outcome === 'sent') sent++;
      }
      if (!progressed) return sent;
    }
  }

  private async deliver(row: OutboxDoc): Promise<'sent' | 'retry' | 'skipped'> {
    const Outbox = outboxModel(this.o.db);
    const Claim = outboxClaimModel(this.o.db);
    const attempt = row.attempts + 1;
    try {
      await Claim.create({ _id: `${row._id.toString()}:${attempt}`, worker: this.id });
    } catch (err) {
      if ((err as { code?: number }).code === 11000) return 'skipped'; // another worker has this attempt
      throw err;
    }
    const leaseMs = this.o.leaseMs ?? 60_000;
    await Outbox.updateOne(
      { _id: row._id },
      { $set: { status: 'sending', attempts: attempt, lockedUntil: new Date(Date.now() + leaseMs) } },
    );
    try {
      await this.o.transport.send({
        messageId: `<${row._id.toString()}@${this.o.messageIdDomain}>`,
        from: this.o.from,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
    } catch (err) {
      const message = (err as Error).message?.slice(0, 500) ?? 'erro desconhecido';
      const failed = attempt >= this.o.maxAttempts;
      await Outbox.updateOne(
        { _id: row._id },
        {
          $set: {
            status: failed ? 'failed' : 'pending',
            lastError: message,
            nextAttemptAt: new Date(Date.now() + backoffDelay(attempt, this.o.backoffMs)),
          },
          $unset: { lockedUntil: 1 },
        },
      );
      this.o.log.warn({ outboxId: row._id.toString(), attempt, err: message }, failed ? 'outbox: desistindo do e-mail' : 'outbox: envio falhou, nova tentativa agendada');
      return 'retry';
    }
    await Outbox.updateOne(
      { _id: row._id },
      { $set: { status: 'sent', sentAt: new Date() }, $unset: { lockedUntil: 1, lastError: 1 } },
    );
    return 'sent';
  }
}
