import type { FastifyBaseLogger } from 'fastify';
import type { Connection, HydratedDocument } from 'mongoose';
import { validateAnswers, type QuizCustomAnswers, type QuizSubmission } from '@studio/contracts/quiz';
import type { App } from '../../app';
import { HttpError } from '../../lib/errors';
import { groupInsert } from '../../lib/group-insert';
import { leadModel, type LeadDoc } from '../../models/lead';
import { quizMails, type LeadForMail } from './emails';

/** A lean lead has plain objects where the hydrated one has Maps. */
function plain<T>(value: Map<string, T> | Record<string, T> | undefined): Record<string, T> {
  if (!value) return {};
  return value instanceof Map ? Object.fromEntries(value) : { ...value };
}

export function leadForMail(doc: Pick<LeadDoc, '_id' | 'answers' | 'customAnswers' | 'contact' | 'createdAt'>): LeadForMail {
  return {
    id: doc._id.toString(),
    answers: plain(doc.answers),
    customAnswers: plain(doc.customAnswers),
    contact: {
      nome: doc.contact.nome,
      email: doc.contact.email,
      whatsapp: doc.contact.whatsapp ?? '',
      empresa: doc.contact.empresa ?? '',
      instagram: doc.contact.instagram ?? '',
      preferenciaContato: doc.contact.preferenciaContato,
    },
    createdAt: doc.createdAt,
  };
}

type Lead = HydratedDocument<LeadDoc>;
const leadWriters = new WeakMap<Connection, (docs: Lead[]) => Promise<void>>();

/** Leads of concurrent submissions are written together (group commit), each request awaiting its own. */
function writeLead(db: Connection, lead: Lead): Promise<void> {
  let write = leadWriters.get(db);
  if (!write) {
    write = groupInsert((docs: Lead[]) => leadModel(db).insertMany(docs));
    leadWriters.set(db, write);
  }
  return write([lead]);
}

/**
 * The request's work: check what the schema cannot, store the lead, then queue its two e-mails. The lead is
 * the thing that must never be lost, so it is written first and on its own; a failure to queue the e-mails
 * is logged and left to the reconciliation (reconcile.ts) instead of failing a submission that is already safe.
 */
export async function submitQuiz(app: App, body: QuizSubmission, ip: string, log: FastifyBaseLogger): Promise<string> {
  const custom: QuizCustomAnswers = {};
  for (const [k, v] of Object.entries(body.customAnswers ?? {})) if (v.trim()) custom[k] = v.trim();
  const problem = validateAnswers(body.answers, custom);
  if (problem) throw new HttpError(400, problem);

  const c = body.contact;
  const lead = new (leadModel(app.db))({
    answers: body.answers,
    customAnswers: custom,
    contact: {
      nome: c.nome.trim(),
      email: c.email.trim(),
      whatsapp: c.whatsapp?.trim() ?? '',
      empresa: c.empresa?.trim() ?? '',
      instagram: c.instagram?.trim() ?? '',
      preferenciaContato: c.preferenciaContato,
    },
    ip,
  });
  // Validated alone, so a bad document could never fail the others written in the same group.
  await lead.validate();
  await writeLead(app.db, lead);
  const id = lead._id.toString();
  try {
    await app.outbox.enqueue(quizMails(leadForMail(lead), app.config.studioInboxEmail));
  } catch (err) {
    log.error({ leadId: id, err: { name: (err as Error).name, message: (err as Error).message } }, 'quiz: lead salvo, mas os e-mails não entraram na fila (a reconciliação tentará de novo)');
  }
  return id;
}
