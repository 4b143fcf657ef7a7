import type { LeadView } from '@studio/contracts/leads';
import { describeAnswers } from '@studio/contracts/quiz';
import type { LeadDoc } from '../../models/lead';
import type { OutboxDoc } from '../../models/outbox';

/** A lean document's Map fields arrive as plain objects; a hydrated one's as Maps. */
function record<T>(value: Map<string, T> | Record<string, T> | undefined): Record<string, T> {
  if (!value) return {};
  return value instanceof Map ? Object.fromEntries(value) : value;
}

export function leadView(lead: LeadDoc, mails: Pick<OutboxDoc, 'kind' | 'to' | 'status' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'sentAt'>[]): LeadView {
  const c = lead.contact;
  return {
    id: String(lead._id),
    createdAt: lead.createdAt.toISOString(),
    contacted: Boolean(lead.contacted),
    contact: {
      nome: c.nome,
      email: c.email,
      whatsapp: c.whatsapp ?? '',
      empresa: c.empresa ?? '',
      instagram: c.instagram ?? '',
      preferenciaContato: c.preferenciaContato,
    },
    answers: describeAnswers(record(lead.answers), record(lead.customAnswers))
      .filter((a) => a.answers.length > 0)
      .map(({ question, answers }) => ({ question, answers })),
    mails: mails.map((m) => ({
      kind: m.kind,
      to: m.to,
      status: m.status,
      attempts: m.attempts,
      ...(m.lastError ? { lastError: m.lastError } : {}),
      ...(m.status !== 'sent' && m.status !== 'failed' && m.nextAttemptAt ? { nextAttemptAt: m.nextAttemptAt.toISOString() } : {}),
      ...(m.sentAt ? { sentAt: m.sentAt.toISOString() } : {}),
    })),
  };
}
