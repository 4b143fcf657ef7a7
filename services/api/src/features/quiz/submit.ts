import type { FastifyBaseLogger } from 'fastify';
import { Types, type Connection } from 'mongoose';
import { validateAnswers, type QuizAnswers, type QuizCustomAnswers, type QuizSubmission } from '@studio/contracts/quiz';
import type { App } from '../../app';
import { HttpError } from '../../lib/errors';
import { groupInsert } from '../../lib/group-insert';
import { leadModel, type LeadDoc } from '../../models/lead';
import { quizMails, type LeadForMail } from './emails';

/** A lead as written, or read lean: plain objects where a document hydrated by mongoose has Maps. */
type NewLead = Omit<LeadDoc, 'answers' | 'customAnswers'> & { answers: QuizAnswers; customAnswers: QuizCustomAnswers };

function plain<T>(value: Map<string, T> | Record<string, T> | undefined): Record<string, T> {
  if (!value) return {};
  return value instanceof Map ? Object.fromEntries(value) : { ...value };
}

export function leadForMail(doc: Pick<LeadDoc | NewLead, '_id' | 'answers' | 'customAnswers' | 'contact' | 'createdAt'>): LeadForMail {
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

const leadWriters = new WeakMap<Connection, (docs: NewLead[]) => Promise<void>>();

/**
 * Leads of concurrent submissions are written together (group commit), each request awaiting its own. Written
 * lean: the body has passed the shared schema (types, lengths, enums) and validateAnswers, so mongoose's
 * casting and validation of the same rules would only double what a submission costs the API.
 */
function writeLead(db: Connection, lead: NewLead): Promise<void> {
  let write = leadWriters.get(db);
  if (!write) {
    write = groupInsert((docs: NewLead[]) => leadModel(db).insertMany(docs, { lean: true }));
    leadWriters.set(db, write);
  }
  return write([lead]);
}

/**
 * The request's work: check what the schema cannot, store the lead, then queue its two e-mails. The lead is
 * the thing that must never be lost, so it is written first and on its own, and the answer goes out once it
 * is stored; a failure to queue the e-mails is logged and left to the reconciliation (reconcile.ts) instead of
 * failing a submission that is already safe.
 */
export async function submitQuiz(app: App, body: QuizSubmission, ip: string, log: FastifyBaseLogger): Promise<string> {
  const custom: QuizCustomAnswers = {};
  for (const [k, v] of Object.entries(body.customAnswers ?? {})) if (v.trim()) custom[k] = v.trim();
  const problem = validateAnswers(body.answers, custom);
  if (problem) throw new HttpError(400, problem);

  const c = body.contact;
  const now = new Date();
  const lead: NewLead = {
    _id: new Types.ObjectId(),
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
    contacted: false,
    ip,
    createdAt: now,
    updatedAt: now,
  };
  await writeLead(app.db, lead);
  const id = lead._id.toString();
  // Not awaited: the visitor's answer waits only for the lead. The outbox closes after its pending writes,
  // and if the process dies before this one lands, the reconciliation queues the e-mails.
  app.outbox.enqueue(quizMails(leadForMail(lead), app.config.studioInboxEmail)).catch((err: unknown) => {
    log.error({ leadId: id, err: { name: (err as Error).name, message: (err as Error).message } }, 'quiz: lead salvo, mas os e-mails não entraram na fila (a reconciliação tentará de novo)');
  });
  return id;
}
