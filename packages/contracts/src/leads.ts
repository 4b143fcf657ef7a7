import { Type, type Static } from 'typebox';

/** Delivery state of a lead's e-mails, as the admin sees it. */
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Na fila',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
};

export const LeadMail = Type.Object({
  kind: Type.String(),
  to: Type.String(),
  status: Type.Enum(MAIL_STATES),
  attempts: Type.Number(),
  lastError: Type.Optional(Type.String()),
  nextAttemptAt: Type.Optional(Type.String()),
  sentAt: Type.Optional(Type.String()),
});

/** One quiz submission in the admin's lead list (`GET /api/leads`, newest first). */
export const LeadView = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  contacted: Type.Boolean(),
  contact: Type.Object({
    nome: Type.String(),
    email: Type.String(),
    whatsapp: Type.String(),
    empresa: Type.String(),
    instagram: Type.String(),
    preferenciaContato: Type.String(),
  }),
  /** question text → chosen option texts (with the 'Outro' text filled in), in question order */
  answers: Type.Array(Type.Object({ question: Type.String(), answers: Type.Array(Type.String()) })),
  mails: Type.Array(LeadMail),
});
export type LeadView = Static<typeof LeadView>;

export const LeadContactedBody = Type.Object({ contacted: Type.Boolean() }, { additionalProperties: false });

/** The admin's lead list. */
export const LEAD_MESSAGES = {
  loadError: 'Não foi possível carregar os leads.',
  updateError: 'Não foi possível atualizar o lead.',
  markedContacted: 'Lead marcado como contatado.',
  markedPending: 'Lead marcado como não contatado.',
  empty: 'Nenhum lead recebido ainda.',
  notFound: 'Lead não encontrado.',
} as const;

/** What each e-mail of a lead is, in the admin's words (kinds written by the quiz's outbox rows). */
export const LEAD_MAIL_KIND_LABELS: Record<string, string> = {
  'quiz-notification': 'Aviso ao estúdio',
  'quiz-confirmation': 'Confirmação ao cliente',
};

export const LeadList = Type.Array(LeadView);
