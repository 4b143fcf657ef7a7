import path from 'node:path';
import fp from 'fastify-plugin';
import { Types } from 'mongoose';
import { outboxModel, type OutboxDoc } from '../../models/outbox';
import { createTransport } from '../../features/mail/transport';
import { OutboxWorker } from '../../features/mail/outbox-worker';
import { groupInsert } from '../../lib/group-insert';

export interface OutgoingMail {
  kind: string;
  refId?: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Stores the e-mails to send; delivery happens in the worker, with retries. */
      enqueue: (mails: OutgoingMail[]) => Promise<Types.ObjectId[]>;
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
    });
    const Outbox = outboxModel(app.db);
    // E-mails queued by concurrent requests are stored together (group commit), each request awaiting its own.
    const store = groupInsert((rows: OutboxDoc[]) => Outbox.insertMany(rows, { lean: true }));
    app.decorate('outbox', {
      enqueue: async (mails: OutgoingMail[]) => {
        const now = new Date();
        const rows: OutboxDoc[] = mails.map((m) => ({
          ...m,
          _id: new Types.ObjectId(),
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        }));
        await store(rows);
        const ids = rows.map((r) => r._id);
        worker.offer(ids);
        return ids;
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
      await worker.stop();
      transport.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
