import path from 'node:path';
import fp from 'fastify-plugin';
import { Types } from 'mongoose';
import { outboxModel, type OutboxDoc } from '../../models/outbox';
import { createTransport, type MailBody } from '../../features/mail/transport';
import { OutboxWorker, type BodyRenderer } from '../../features/mail/outbox-worker';
import { groupInsert } from '../../lib/group-insert';

/**
 * An e-mail to queue. Without a body, the row holds only the envelope and the renderer registered for its
 * kind (`renderBodies`) writes the body from the record `refId` when the e-mail is sent.
 */
export interface OutgoingMail extends Partial<MailBody> {
  kind: string;
  refId?: string;
  to: string;
  replyTo?: string;
  subject: string;
}


declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Stores the e-mails to send; delivery happens in the worker, with retries. */
      enqueue: (mails: OutgoingMail[]) => Promise<Types.ObjectId[]>;
      /** How the e-mails of these kinds queued without a body are written when they are sent. */
      renderBodies: (kinds: readonly string[], render: BodyRenderer) => void;
      /** Runs a visitor's request that the e-mails give way to when many arrive at once. */
      giveWayTo: <T>(work: () => Promise<T>) => Promise<T>;
      worker: OutboxWorker;
    };
  }
}

/** More of those requests in flight at once than a person-paced site sees: a surge, and the e-mails wait. */
export const SURGE_IN_FLIGHT = 4;

export default fp(
  async (app) => {
    const c = app.config;
    const transport = createTransport({ smtpUrl: c.smtpUrl, mailDir: c.mailDir, log: app.log });
    let inFlight = 0;
    const renderers = new Map<string, BodyRenderer>();
    // Writes of the queue that their callers may not await (the quiz answers before its e-mails are stored):
    // closing waits for them, so a submission answered just before a stop still has its e-mails queued.
    const storing = new Set<Promise<unknown>>();
    const worker = new OutboxWorker({
      db: app.db,
      transport,
      log: app.log,
      from: c.mailFrom,
      messageIdDomain: c.adminEmailDomain,
      pollMs: c.outboxPollMs,
      backoffMs: c.outboxBackoffMs,
      maxAttempts: c.outboxMaxAttempts,
      leaseMs: c.outboxLeaseMs,
      concurrency: c.outboxConcurrency,
      yieldWhile: () => inFlight > SURGE_IN_FLIGHT,
      maxYieldMs: c.outboxMaxYieldMs,
      renderBody: (row) => {
        const render = renderers.get(row.kind);
        if (!render) throw new Error(`nenhum renderizador para e-mails do tipo ${row.kind}`);
        return render(row);
      },
    });
    const Outbox = outboxModel(app.db);
    // E-mails queued by concurrent requests are stored together (group commit), each request awaiting its own.
    const store = groupInsert((rows: OutboxDoc[]) => Outbox.insertMany(rows, { lean: true }));
    app.decorate('outbox', {
      enqueue: async (mails: OutgoingMail[]) => {
        const unrenderable = mails.find((m) => m.text === undefined && !renderers.has(m.kind));
        if (unrenderable) throw new Error(`e-mail do tipo ${unrenderable.kind} sem corpo e sem renderizador`);
        const now = new Date();
        // Field by field: V8 (Node 20) copies `{ ...m, more }` through a slow path, ~2 µs a row (measured);
        // the optional ones only when present, as the driver would store an undefined as null.
        const rows = mails.map((m) => {
          const row: OutboxDoc = { _id: new Types.ObjectId(), kind: m.kind, to: m.to, subject: m.subject, status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now, updatedAt: now };
          if (m.refId !== undefined) row.refId = m.refId;
          if (m.replyTo !== undefined) row.replyTo = m.replyTo;
          if (m.text !== undefined) row.text = m.text;
          if (m.html !== undefined) row.html = m.html;
          return row;
        });
        const stored = store(rows);
        storing.add(stored);
        try {
          await stored;
        } finally {
          storing.delete(stored);
        }
        worker.offer(rows);
        return rows.map((r) => r._id);
      },
      renderBodies: (kinds, render) => {
        for (const kind of kinds) renderers.set(kind, render);
      },
      giveWayTo: async (work) => {
        inFlight++;
        try {
          return await work();
        } finally {
          inFlight--;
        }
      },
      worker,
    });
    app.addHook('onReady', async () => {
      if (!c.smtpUrl) app.log.info({ dir: path.resolve(c.mailDir) }, 'SMTP_URL não definido: os e-mails serão gravados como arquivos .eml nesta pasta');
      worker.start();
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled(storing);
      await worker.stop();
      transport.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
