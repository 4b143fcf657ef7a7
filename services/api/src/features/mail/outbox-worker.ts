import { randomUUID } from 'node:crypto';
import type { Connection, Types } from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import { outboxClaimModel, outboxModel, type OutboxDoc } from '../../models/outbox';
import type { MailBody, MailTransport } from './transport';

/** The body of a queued e-mail from its record, or null when the record is gone (the e-mail is dropped). */
export type BodyRenderer = (row: Pick<OutboxDoc, 'kind' | 'refId'>) => Promise<MailBody | null>;

export interface OutboxWorkerOptions {
  db: Connection;
  transport: MailTransport;
  log: FastifyBaseLogger;
  from: string;
  messageIdDomain: string;
  pollMs: number;
  backoffMs: number;
  maxAttempts: number;
  /**
   * How long a claimed attempt may go unfinished before another worker takes the row over (its sender
   * crashed). Longer than the SMTP timeouts of one attempt, so a slow but live sender is never doubled.
   */
  leaseMs?: number;
  /** rows read per query */
  batch?: number;
  /** e-mails in flight at once in this process */
  concurrency?: number;
  /**
   * True while visitors' requests are piling up in this process. Each e-mail then waits for them, up to
   * `maxYieldMs`: rendering and sending one costs about what storing a quiz submission does, and the
   * submission is the one a person is waiting on. The row is safe in the outbox meanwhile, and a surge that
   * never ends still lets an e-mail out every `maxYieldMs`.
   */
  yieldWhile?: () => boolean;
  maxYieldMs?: number;
  /** writes the body of a row queued without one, when it is sent */
  renderBody?: BodyRenderer;
}

export const DEFAULT_LEASE_MS = 2 * 60_000;
export const DEFAULT_MAX_YIELD_MS = 1000;
/** a surge's worth of e-mails waiting their turn: the first MAX_READY_ROWS as rows, the rest as ids */
const MAX_READY = 100_000;
/** whole rows held in memory (~1 KB each, most of them envelopes), so most are sent without a read back */
const MAX_READY_ROWS = 10_000;

/** 1×, 2×, 4×... the base delay after each failed attempt, capped at an hour. */
export function backoffDelay(attempt: number, baseMs: number, capMs = 60 * 60 * 1000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

type Outcome = 'sent' | 'retry' | 'dropped' | 'skipped';

/** Thrown by `body` when the record an e-mail was to be written from no longer exists. */
class SourceGone extends Error {}

const errInfo = (err: unknown) => ({ name: (err as Error)?.name, message: (err as Error)?.message });

/**
 * Sends outbox rows. Several API processes may run this at once: an attempt is made by whoever inserts the
 * claim `<id>:<attempt>` first (a unique _id, atomic on MongoDB and FerretDB alike, where a conditional
 * update is not), so each attempt has exactly one sender. A row stays pending until its attempt ends: then
 * it is sent, or pending again with `attempts`, `lastError` and an exponentially later `nextAttemptAt`, or
 * failed after `maxAttempts`. One write per attempt besides the claim: on FerretDB an update costs several
 * times an insert. The Message-ID is stable per row, so a retry after a crash is recognisably the same e-mail.
 */
export class OutboxWorker {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private kicked = false;
  /** set while stop() waits, so a long pass ends after the e-mails in flight instead of draining the queue */
  private halting = false;
  /**
   * Rows this process just queued: as stored, or past MAX_READY_ROWS as ids read back by _id when their turn
   * comes (a keyed lookup even on FerretDB). A query for due rows reads the whole collection on FerretDB, ever
   * slower as a backlog grows, so the database is searched once per poll interval, for retries and for rows
   * queued by a process that stopped, instead of after every enqueue. A row held here may have been sent by
   * another process meanwhile: its claim then fails and it is skipped.
   */
  private ready: (OutboxDoc | Types.ObjectId)[] = [];
  private lastScan = 0;
  /** when the next e-mail may leave during a surge (giveWay) */
  private surgeTurn = 0;

  constructor(private readonly o: OutboxWorkerOptions) {}

  private get leaseMs() {
    return this.o.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Hands over rows just stored, to be sent soon; a full hand is simply left to the next scan. */
  offer(rows: OutboxDoc[]): void {
    if (this.stopped) return;
    for (const row of rows) {
      if (this.ready.length >= MAX_READY) break;
      this.ready.push(this.ready.length < MAX_READY_ROWS ? row : row._id);
    }
    this.kick();
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
    this.ready = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.halting = true;
    try {
      await this.running;
    } finally {
      this.halting = false;
    }
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.pass(Date.now() - this.lastScan >= this.o.pollMs)
        .then(() => undefined)
        .catch((err) => this.o.log.warn({ err: errInfo(err) }, 'outbox: passagem falhou'))
        .finally(() => {
          this.running = null;
          const again = this.kicked;
          this.kicked = false;
          this.schedule(again ? 0 : this.o.pollMs);
        });
    }, ms);
    this.timer.unref?.();
  }

  /**
   * One pass: send the rows handed over, then (with `scan`) claim and send due rows from the database until
   * none is left that this worker can take. Returns how many it sent.
   */
  async pass(scan = true): Promise<number> {
    const Outbox = outboxModel(this.o.db);
    const concurrency = Math.max(1, this.o.concurrency ?? 4);
    let sent = 0;
    for (;;) {
      if (this.halting || this.o.db.readyState !== 1) return sent;
      const batch = this.o.batch ?? 100;
      let due: (OutboxDoc | Types.ObjectId)[];
      const handedOver = this.ready.length > 0;
      if (handedOver) {
        due = this.ready.splice(0, batch);
      } else if (scan) {
        due = await Outbox.find({ status: 'pending', nextAttemptAt: { $lte: new Date() } })
          .sort({ nextAttemptAt: 1 })
          .limit(batch)
          .lean<OutboxDoc[]>();
        this.lastScan = Date.now();
      } else {
        return sent;
      }
      if (due.length === 0) return sent;
      // Workers that read the same rows start from different ends, so they mostly claim different rows.
      shuffle(due);
      let progressed = false;
      let failure: unknown = null;
      let next = 0;
      const lane = async () => {
        while (next < due.length && !failure && !this.halting) {
          const item = due[next++]!;
          try {
            await this.giveWay();
            const row = isRow(item) ? item : await this.readPending(item);
            if (!row) continue;
            const outcome = await this.deliver(row);
            if (outcome !== 'skipped') progressed = true;
            if (outcome === 'sent') sent++;
          } catch (err) {
            failure = err;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane));
      if (failure) throw failure;
      if (!progressed && !handedOver) return sent;
    }
  }

  /** A handed-over row, unless it is no longer due (sent, failed or retried by another process meanwhile). */
  private async readPending(id: Types.ObjectId): Promise<OutboxDoc | null> {
    const row = await outboxModel(this.o.db).findById(id).lean<OutboxDoc>();
    return row?.status === 'pending' && row.nextAttemptAt.getTime() <= Date.now() ? row : null;
  }

  /**
   * Waits while a surge lasts. The lanes take turns through it: one e-mail per `maxYieldMs` leaves during a
   * surge that does not end, not one per lane at the same instant, whose writes would all queue ahead of the
   * submissions' at once.
   */
  private async giveWay(): Promise<void> {
    const busy = this.o.yieldWhile;
    if (!busy?.()) return;
    const maxYieldMs = this.o.maxYieldMs ?? DEFAULT_MAX_YIELD_MS;
    const start = Date.now();
    while (busy() && !this.halting) {
      if (Date.now() - start >= maxYieldMs && Date.now() >= this.surgeTurn) {
        this.surgeTurn = Date.now() + maxYieldMs;
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async deliver(row: OutboxDoc): Promise<Outcome> {
    const Outbox = outboxModel(this.o.db);
    const attempt = row.attempts + 1;
    const claimId = `${row._id.toString()}:${attempt}`;
    try {
      await outboxClaimModel(this.o.db).create({ _id: claimId, worker: this.id });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
      await this.releaseAbandoned(row, claimId);
      return 'skipped';
    }
    // Writes below filter on _id alone: FerretDB looks up only such a filter by key and scans the whole
    // collection for any other. The claim already makes this worker the attempt's only owner.
    const byId = { _id: row._id };
    try {
      await this.o.transport.send({
        messageId: `<${row._id.toString()}@${this.o.messageIdDomain}>`,
        from: this.o.from,
        to: row.to,
        replyTo: row.replyTo,
        subject: row.subject,
        ...(await this.body(row)),
      });
    } catch (err) {
      if (err instanceof SourceGone) {
        // Nothing left to write it from (an admin removed the lead before its e-mail went out): not retried.
        await Outbox.updateOne(byId, { $set: { status: 'failed', attempts: attempt, lastError: err.message }, $unset: { nextAttemptAt: 1 } });
        this.o.log.warn({ outboxId: row._id.toString(), kind: row.kind }, 'outbox: e-mail descartado, o registro de origem não existe mais');
        return 'dropped';
      }
      const message = (err as Error)?.message?.slice(0, 500) || 'erro desconhecido';
      const failed = attempt >= this.o.maxAttempts;
      // ±10% jitter: after an outage the retries of many rows do not all hit the server in the same instant.
      const delay = Math.round(backoffDelay(attempt, this.o.backoffMs) * (0.9 + Math.random() * 0.2));
      // Unless the attempt was written off meanwhile (this worker stalled past the lease) and the row moved on.
      const current = await Outbox.findById(row._id, { status: 1, attempts: 1 }).lean();
      if (current?.status === 'pending' && current.attempts === row.attempts) {
        await Outbox.updateOne(byId, {
          $set: { status: failed ? 'failed' : 'pending', attempts: attempt, lastError: message, nextAttemptAt: new Date(Date.now() + delay) },
        });
      }
      this.o.log.warn(
        { outboxId: row._id.toString(), kind: row.kind, attempt, err: message },
        failed ? 'outbox: desistindo do e-mail após o número máximo de tentativas' : 'outbox: envio falhou, nova tentativa agendada',
      );
      return 'retry';
    }
    // The e-mail is out: record it even through a brief database hiccup, or it would be sent again.
    for (let i = 0; ; i++) {
      try {
        await Outbox.updateOne(byId, { $set: { status: 'sent', sentAt: new Date() }, $max: { attempts: attempt }, $unset: { lastError: 1, nextAttemptAt: 1 } });
        return 'sent';
      } catch (err) {
        if (i >= 4) throw err;
        await new Promise((r) => setTimeout(r, 200 * 2 ** i));
      }
    }
  }

  /** The row's stored body, or one rendered now from its record (a failure to render is a failed attempt). */
  private async body(row: OutboxDoc): Promise<MailBody> {
    if (row.text != null) return { text: row.text, html: row.html ?? undefined };
    if (!this.o.renderBody) throw new Error(`e-mail sem corpo e sem renderizador (${row.kind})`);
    const body = await this.o.renderBody(row);
    if (!body) throw new SourceGone('o registro deste e-mail não existe mais (removido antes do envio)');
    return body;
  }

  /**
   * The claim of this attempt exists but the row never moved on: either its owner is sending right now, or
   * it died between the claim and recording the outcome. Past the lease it is the latter, and the attempt is
   * written off (attempts raised to the claimed number) so the next pass claims the following one. `$max`
   * makes it harmless if two workers do it at once.
   */
  private async releaseAbandoned(row: OutboxDoc, claimId: string): Promise<void> {
    const claim = await outboxClaimModel(this.o.db).findById(claimId).lean();
    if (!claim || Date.now() - new Date(claim.claimedAt).getTime() < this.leaseMs) return;
    const Outbox = outboxModel(this.o.db);
    const current = await Outbox.findById(row._id, { status: 1, attempts: 1 }).lean();
    if (current?.status !== 'pending' || current.attempts !== row.attempts) return;
    await Outbox.updateOne(
      { _id: row._id },
      { $max: { attempts: row.attempts + 1 }, $set: { lastError: 'tentativa interrompida: o processo que enviava parou' } },
    );
    this.o.log.warn({ outboxId: row._id.toString(), claimId }, 'outbox: tentativa interrompida liberada para um novo envio');
  }
}

const isRow = (item: OutboxDoc | Types.ObjectId): item is OutboxDoc => 'status' in item;

function shuffle<T>(items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
