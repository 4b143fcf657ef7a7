import {
  CONTACT_MAX,
  OTHER_OPTION,
  OTHER_TEXT_MAX,
  PREFERENCIAS_CONTATO,
  QUIZ_QUESTIONS,
  QUIZ_STEP_COUNT,
  type PreferenciaContato,
  type QuizAnswers,
  type QuizCustomAnswers,
  type QuizQuestion,
} from '@studio/contracts/quiz';

export interface ContactDraft {
  nome: string;
  email: string;
  whatsapp: string;
  empresa: string;
  instagram: string;
  preferenciaContato: PreferenciaContato | '';
}

export interface QuizState {
  /** 1-7: the questions; 8: the contact form */
  step: number;
  answers: QuizAnswers;
  customAnswers: QuizCustomAnswers;
  contact: ContactDraft;
}

export const CONTACT_STEP = QUIZ_STEP_COUNT;

export const initialState = (): QuizState => ({
  step: 1,
  answers: {},
  customAnswers: {},
  contact: { nome: '', email: '', whatsapp: '', empresa: '', instagram: '', preferenciaContato: '' },
});

export type QuizAction =
  | { type: 'choose'; question: QuizQuestion; option: string }
  | { type: 'custom'; question: number; text: string }
  | { type: 'contact'; field: keyof ContactDraft; value: string }
  | { type: 'go'; step: number }
  | { type: 'reset' };

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'choose': {
      const key = String(action.question.number);
      const current = state.answers[key] ?? [];
      const next =
        action.question.kind === 'multiple'
          ? current.includes(action.option)
            ? current.filter((o) => o !== action.option)
            : // keep the order of the options, whatever the order of the clicks
              action.question.options.filter((o) => o === action.option || current.includes(o))
          : [action.option];
      return { ...state, answers: { ...state.answers, [key]: next } };
    }
    case 'custom':
      return { ...state, customAnswers: { ...state.customAnswers, [action.question]: action.text.slice(0, OTHER_TEXT_MAX) } };
    case 'contact':
      return { ...state, contact: { ...state.contact, [action.field]: action.value } };
    case 'go':
      return { ...state, step: Math.min(CONTACT_STEP, Math.max(1, action.step)) };
    case 'reset':
      return initialState();
  }
}

export function isPristine(s: QuizState): boolean {
  return (
    s.step === 1 &&
    Object.keys(s.answers).length === 0 &&
    Object.values(s.customAnswers).every((t) => !t) &&
    Object.values(s.contact).every((v) => !v)
  );
}

/**
 * A state read back from session storage, kept only where it still fits the questions and limits (the quiz
 * may have changed since it was saved, or the value may have been edited by hand).
 */
export function sanitize(raw: unknown): QuizState {
  const base = initialState();
  if (!raw || typeof raw !== 'object') return base;
  const r = raw as Partial<Record<keyof QuizState, unknown>>;
  const answers: QuizAnswers = {};
  const customAnswers: QuizCustomAnswers = {};
  const ra = (r.answers ?? {}) as Record<string, unknown>;
  const rc = (r.customAnswers ?? {}) as Record<string, unknown>;
  for (const q of QUIZ_QUESTIONS) {
    const key = String(q.number);
    const list = Array.isArray(ra[key]) ? (ra[key] as unknown[]).filter((a): a is string => typeof a === 'string' && q.options.includes(a)) : [];
    const unique = [...new Set(list)];
    if (unique.length) answers[key] = q.kind === 'single' ? unique.slice(0, 1) : unique;
    if (q.options.includes(OTHER_OPTION) && typeof rc[key] === 'string') customAnswers[key] = (rc[key] as string).slice(0, OTHER_TEXT_MAX);
  }
  const rct = (r.contact ?? {}) as Record<string, unknown>;
  const str = (k: keyof typeof CONTACT_MAX) => (typeof rct[k] === 'string' ? (rct[k] as string).slice(0, CONTACT_MAX[k]) : '');
  const pref = PREFERENCIAS_CONTATO.find((p) => p === rct.preferenciaContato) ?? '';
  // Never land past the first question left unanswered.
  const firstOpen = QUIZ_QUESTIONS.find((q) => !answers[String(q.number)])?.number ?? CONTACT_STEP;
  const step = typeof r.step === 'number' && Number.isInteger(r.step) ? Math.min(Math.max(1, r.step), firstOpen) : 1;
  return {
    step,
    answers,
    customAnswers,
    contact: { nome: str('nome'), email: str('email'), whatsapp: str('whatsapp'), empresa: str('empresa'), instagram: str('instagram'), preferenciaContato: pref },
  };
}
