import { Types } from 'mongoose';
import type { App } from '../../app';
import { leadModel, type LeadDoc } from '../../models/lead';
import { QUIZ_MAIL_KINDS, quizMailBody, type QuizMailKind } from './emails';
import { leadForMail } from './submit';

/**
 * A lead's two e-mails are queued together and usually sent within a second of each other: the lead read for
 * the first is handed to the second if it comes within SHARE_MS, so a backlog costs one read per lead, not two.
 */
const SHARE_MS = 10_000;
const MAX_SHARED = 1000;

/** The quiz's e-mails are queued without their bodies (quizMails): they are written from the lead when sent. */
export function renderQuizMailsFromLeads(app: App): void {
  const shared = new Map<string, { at: number; lead: Promise<LeadDoc | null> }>();
  const readLead = (id: string): Promise<LeadDoc | null> => {
    const hit = shared.get(id);
    shared.delete(id);
    if (hit && Date.now() - hit.at < SHARE_MS) return hit.lead;
    const lead = leadModel(app.db).findById(id).lean<LeadDoc>().exec();
    if (shared.size >= MAX_SHARED) shared.delete(shared.keys().next().value!);
    shared.set(id, { at: Date.now(), lead });
    lead.catch(() => shared.delete(id));
    return lead;
  };
  app.outbox.renderBodies(Object.values(QUIZ_MAIL_KINDS), async (row) => {
    if (!row.refId || !Types.ObjectId.isValid(row.refId)) return null;
    const lead = await readLead(row.refId);
    return lead ? quizMailBody(leadForMail(lead), row.kind as QuizMailKind) : null;
  });
}
