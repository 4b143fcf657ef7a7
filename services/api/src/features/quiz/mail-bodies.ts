import { Types } from 'mongoose';
import type { App } from '../../app';
import { leadModel, type LeadDoc } from '../../models/lead';
import { QUIZ_MAIL_KINDS, quizMailBody, type QuizMailKind } from './emails';
import { leadForMail } from './submit';

/** The quiz's e-mails are queued without their bodies (quizMails): they are written from the lead when sent. */
export function renderQuizMailsFromLeads(app: App): void {
  app.outbox.renderBodies(Object.values(QUIZ_MAIL_KINDS), async (row) => {
    if (!row.refId || !Types.ObjectId.isValid(row.refId)) return null;
    const lead = await leadModel(app.db).findById(row.refId).lean<LeadDoc>();
    return lead ? quizMailBody(leadForMail(lead), row.kind as QuizMailKind) : null;
  });
}
