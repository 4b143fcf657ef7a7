import {
  PREFERENCIA_LABELS,
  QUIZ_HOW_IT_WORKS,
  QUIZ_REPLY_HOURS,
  describeAnswers,
  type PreferenciaContato,
  type QuizAnswers,
  type QuizCustomAnswers,
} from '@studio/contracts/quiz';
import { STUDIO_NAME } from '@studio/contracts/studio';
import type { OutgoingMail } from '../../plugins/app/outbox';
import type { MailBody } from '../mail/transport';
import { escapeHtml, htmlList, htmlRows, mailLayout } from './mail-html';

export const QUIZ_MAIL_KINDS = { notification: 'quiz-notification', confirmation: 'quiz-confirmation' } as const;
export type QuizMailKind = (typeof QUIZ_MAIL_KINDS)[keyof typeof QUIZ_MAIL_KINDS];

export interface LeadForMail {
  id: string;
  answers: QuizAnswers;
  customAnswers: QuizCustomAnswers;
  contact: {
    nome: string;
    email: string;
    whatsapp: string;
    empresa: string;
    instagram: string;
    preferenciaContato: PreferenciaContato;
  };
  createdAt: Date;
}

const NOT_GIVEN = 'não informado';

// Built once: constructing an Intl formatter costs far more than formatting with it.
const WHEN = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
const when = (d: Date) => WHEN.format(d);

function contactRows(c: LeadForMail['contact']): [string, string][] {
  return [
    ['Nome', c.nome],
    ['E-mail', c.email],
    ['WhatsApp', c.whatsapp || NOT_GIVEN],
    ['Empresa', c.empresa || NOT_GIVEN],
    ['Instagram', c.instagram || NOT_GIVEN],
    ['Preferência de contato', PREFERENCIA_LABELS[c.preferenciaContato]],
  ];
}

function answersText(lead: LeadForMail): string {
  return describeAnswers(lead.answers, lead.customAnswers)
    .map((q) => `${q.number}. ${q.question}\n${q.answers.map((a) => `   - ${a}`).join('\n')}`)
    .join('\n\n');
}

function answersHtml(lead: LeadForMail): string {
  return describeAnswers(lead.answers, lead.customAnswers)
    .map((q) => `<p style="margin:16px 0 0"><strong>${q.number}. ${escapeHtml(q.question)}</strong></p>${htmlList(q.answers)}`)
    .join('\n');
}

const firstNameOf = (c: LeadForMail['contact']) => c.nome.trim().split(/\s+/)[0] ?? c.nome;

/** To the studio: who asked, every answer readable. */
function notificationBody(lead: LeadForMail): MailBody {
  const c = lead.contact;
  const intro = `Novo pedido de proposta recebido pelo quiz do site em ${when(lead.createdAt)}.`;
  const replyNote = `Responda a este e-mail para falar direto com ${c.nome}. Preferência de contato: ${PREFERENCIA_LABELS[c.preferenciaContato]}.`;
  const text = [
    intro,
    '',
    'CONTATO',
    ...contactRows(c).map(([k, v]) => `${k}: ${v}`),
    '',
    'RESPOSTAS',
    answersText(lead),
    '',
    replyNote,
    `Referência do lead: ${lead.id}`,
    '',
  ].join('\n');
  const html = mailLayout({
    preheader: `${c.nome} quer uma proposta. Preferência: ${PREFERENCIA_LABELS[c.preferenciaContato]}.`,
    heading: 'Novo pedido de proposta',
    body: [
      `<p style="margin:0 0 16px">${escapeHtml(intro)}</p>`,
      '<h2 style="font-size:16px;margin:24px 0 8px">Contato</h2>',
      htmlRows(contactRows(c)),
      '<h2 style="font-size:16px;margin:24px 0 0">Respostas</h2>',
      answersHtml(lead),
      `<p style="margin:24px 0 0">${escapeHtml(replyNote)}</p>`,
    ].join('\n'),
    footer: `Referência do lead: ${escapeHtml(lead.id)}`,
  });
  return { text, html };
}

/** To the visitor: a warm thank-you, what happens next, and a summary of what they told us. */
function confirmationBody(lead: LeadForMail): MailBody {
  const c = lead.contact;
  const channel = PREFERENCIA_LABELS[c.preferenciaContato];
  const greeting = `Olá, ${firstNameOf(c)}!`;
  const thanks =
    'Que bom ter você por aqui. Recebemos suas respostas e já começamos a olhar para o seu negócio com todo o cuidado que ele merece.';
  const next = `Em até ${QUIZ_REPLY_HOURS} horas entraremos em contato por ${channel === 'Ligação direta' ? 'telefone' : channel}, como você preferiu.`;
  const closing = 'Sem compromisso e 100% gratuito. Quer acrescentar algum detalhe? É só responder a este e-mail.';
  const steps = QUIZ_HOW_IT_WORKS.map((s, i) => `${i + 1}. ${s.title}: ${s.text}`);
  const text = [
    greeting,
    '',
    thanks,
    '',
    'O que acontece agora:',
    ...steps,
    '',
    next,
    '',
    'Resumo do que você nos contou:',
    '',
    answersText(lead),
    '',
    closing,
    '',
    'Um abraço,',
    `Equipe ${STUDIO_NAME}`,
    '',
  ].join('\n');
  const html = mailLayout({
    preheader: `Recebemos suas respostas. ${next}`,
    heading: greeting,
    body: [
      `<p style="margin:0 0 16px">${escapeHtml(thanks)}</p>`,
      '<h2 style="font-size:16px;margin:24px 0 8px">O que acontece agora</h2>',
      `<ol style="margin:0;padding-left:20px">${QUIZ_HOW_IT_WORKS.map((s) => `<li style="margin:0 0 8px"><strong>${escapeHtml(s.title)}:</strong> ${escapeHtml(s.text)}</li>`).join('')}</ol>`,
      `<p style="margin:16px 0 0">${escapeHtml(next)}</p>`,
      '<h2 style="font-size:16px;margin:24px 0 0">Resumo do que você nos contou</h2>',
      answersHtml(lead),
      `<p style="margin:24px 0 0">${escapeHtml(closing)}</p>`,
      `<p style="margin:16px 0 0">Um abraço,<br>Equipe ${escapeHtml(STUDIO_NAME)}</p>`,
    ].join('\n'),
    footer: `Você recebeu este e-mail porque pediu uma proposta no site do ${escapeHtml(STUDIO_NAME)}.`,
  });
  return { text, html };
}

/**
 * The quiz's two e-mails as queued: who, to whom and the subject, which the admin lists. Their bodies are
 * rendered from the lead when each is sent (quizMailBody), so a submission stores about 300 bytes of
 * e-mail instead of 9 KB: on the embedded database, storing those bodies cost a third of a submission's time.
 * The studio's copy has Reply-To set to the visitor, so a reply reaches them; the visitor's, to the studio.
 */
export function quizMails(lead: LeadForMail, studioInbox: string): OutgoingMail[] {
  const c = lead.contact;
  return [
    {
      kind: QUIZ_MAIL_KINDS.notification,
      refId: lead.id,
      to: studioInbox,
      replyTo: c.email,
      subject: `Novo pedido de proposta: ${c.nome}${c.empresa ? ` (${c.empresa})` : ''}`,
    },
    { kind: QUIZ_MAIL_KINDS.confirmation, refId: lead.id, to: c.email, replyTo: studioInbox, subject: `${firstNameOf(c)}, recebemos seu pedido de proposta` },
  ];
}

export function quizMailBody(lead: LeadForMail, kind: QuizMailKind): MailBody {
  return kind === QUIZ_MAIL_KINDS.notification ? notificationBody(lead) : confirmationBody(lead);
}
