import { api } from '@studio/platform';
import {
  OTHER_OPTION,
  QUIZ_TOASTS,
  isValidEmail,
  validateAnswers,
  type QuizContact,
  type QuizCustomAnswers,
  type QuizSubmission,
} from '@studio/contracts/quiz';
import type { QuizState } from './quizState';

export type ContactProblem = { toast: (typeof QUIZ_TOASTS)[keyof typeof QUIZ_TOASTS]; field: 'nome' | 'email' | 'preferenciaContato' };

/** §5: nome, email and preferenciaContato are required; the e-mail must also look like one. */
export function checkContact(c: QuizState['contact']): ContactProblem | null {
  if (!c.nome.trim()) return { toast: QUIZ_TOASTS.requiredFields, field: 'nome' };
  if (!c.email.trim()) return { toast: QUIZ_TOASTS.requiredFields, field: 'email' };
  if (!c.preferenciaContato) return { toast: QUIZ_TOASTS.requiredFields, field: 'preferenciaContato' };
  if (!isValidEmail(c.email.trim())) return { toast: QUIZ_TOASTS.invalidEmail, field: 'email' };
  return null;
}

/** The request body: trimmed, and an 'Outro' text only where 'Outro' is the answer. */
export function buildSubmission(state: QuizState, website: string): QuizSubmission {
  const customAnswers: QuizCustomAnswers = {};
  for (const [key, text] of Object.entries(state.customAnswers)) {
    if (text.trim() && state.answers[key]?.includes(OTHER_OPTION)) customAnswers[key] = text.trim();
  }
  const c = state.contact;
  const contact: QuizContact = {
    nome: c.nome.trim(),
    email: c.email.trim(),
    whatsapp: c.whatsapp.trim(),
    empresa: c.empresa.trim(),
    instagram: c.instagram.trim(),
    preferenciaContato: c.preferenciaContato as QuizContact['preferenciaContato'],
  };
  return { answers: state.answers, customAnswers, contact, ...(website ? { website } : {}) };
}

export async function sendQuiz(body: QuizSubmission): Promise<string> {
  const problem = validateAnswers(body.answers, body.customAnswers);
  if (problem) throw new Error(problem);
  const res = await api.post<{ id: string }>('/quiz-submissions', body);
  return res.data.id;
}
