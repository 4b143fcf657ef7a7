import type { Types } from 'mongoose';
import type { App } from '../../app';
import { leadModel, type LeadDoc } from '../../models/lead';
import { outboxClaimModel, outboxModel } from '../../models/outbox';
import { QUIZ_MAIL_KINDS, quizMails } from './emails';
import { leadForMail } from './submit';

export interface ReconcileOptions {
  /** leads younger than this may still be in their request, between the insert and the enqueue */
  graceMs?: number;
  /** how far back to look */
  windowMs?: number;
  batch?: number;
}

const KINDS: string[] = Object.values(QUIZ_MAIL_KINDS);

/**
 * Queues the e-mails of leads that have none (the enqueue failed after the lead was stored, or the process
 * died in between). Several API processes may run this at once: each missing e-mail is queued by whoever
 * inserts its claim `lead-mail:<lead>:<kind>` first. Returns how many e-mails it queued.
 */
export async function reconcileLeadMails(app: App, opts: ReconcileOptions = {}): Promise<number> {
  const graceMs = opts.graceMs ?? 60_000;
  const windowMs = opts.windowMs ?? 7 * 24 * 60 * 60 * 1000;
  const batch = opts.batch ?? 200;
  const Lead = leadModel(app.db);
  const Outbox = outboxModel(app.db);
  const Claim = outboxClaimModel(app.db);
  const now = Date.now();
  let queued = 0;
  let after: Types.ObjectId | null = null;
  for (;;) {
    const filter: Record<string, unknown> = { createdAt: { $gte: new Date(now - windowMs), $lte: new Date(now - graceMs) } };
    if (after) filter._id = { $gt: after };
    const leads = await Lead.find(filter).sort({ _id: 1 }).limit(batch).lean<LeadDoc[]>();
    if (leads.length === 0) return queued;
    after = leads[leads.length - 1]!._id;
    const ids = leads.map((l) => l._id.toString());
    const rows = await Outbox.find({ refId: { $in: ids }, kind: { $in: KINDS } }, { refId: 1, kind: 1 }).lean<{ refId: string; kind: string }[]>();
    const have = new Set(rows.map((r) => `${r.refId}:${r.kind}`));
    for (const lead of leads) {
      const id = lead._id.toString();
      const missing = quizMails(leadForMail(lead), app.config.studioInboxEmail).filter((m) => !have.has(`${id}:${m.kind}`));
      for (const mail of missing) {
        try {
          await Claim.create({ _id: `lead-mail:${id}:${mail.kind}`, worker: app.outbox.worker.id });
        } catch (err) {
          if ((err as { code?: number }).code === 11000) continue; // another process queued it
          throw err;
        }
        await app.outbox.enqueue([mail]);
        queued++;
        app.log.warn({ leadId: id, kind: mail.kind }, 'quiz: e-mail que faltava foi colocado na fila');
      }
    }
    if (leads.length < batch) return queued;
  }
}

/** Runs the reconciliation when the app is ready and then every few minutes, in the background. */
export function scheduleReconciliation(app: App, everyMs = 5 * 60_000): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running || app.db.readyState !== 1) return;
    running = reconcileLeadMails(app)
      .then(() => undefined)
      .catch((err) => app.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'quiz: reconciliação de e-mails falhou'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    setImmediate(run);
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
