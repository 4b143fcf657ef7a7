import { OTHER_OPTION, PREFERENCIAS_CONTATO, QUIZ_QUESTIONS, type QuizSubmission } from '@studio/contracts/quiz';

/** A valid submission; `i` varies the answers, the contact and whether 'Outro' is used. */
export function validSubmission(i = 0): QuizSubmission {
  const answers: Record<string, string[]> = {};
  for (const q of QUIZ_QUESTIONS) {
    if (q.kind === 'multiple') answers[q.number] = q.options.filter((_, k) => (i + k) % 3 !== 0);
    else answers[q.number] = [q.options[(i + q.number) % q.options.length]!];
  }
  const usesOther = answers['1']![0] === OTHER_OPTION;
  return {
    answers,
    customAnswers: usesOther ? { '1': `Pet shop número ${i}` } : {},
    contact: {
      nome: `Visitante ${i} da Silva`,
      email: `visitante${i}@exemplo.com.br`,
      whatsapp: '(11) 98888-7777',
      empresa: `Empresa ${i}`,
      instagram: `@empresa${i}`,
      preferenciaContato: PREFERENCIAS_CONTATO[i % PREFERENCIAS_CONTATO.length]!,
    },
  };
}

/** Question 1 answered 'Outro' with a text. */
export function submissionWithOther(text: string, i = 0): QuizSubmission {
  const s = validSubmission(i);
  s.answers['1'] = [OTHER_OPTION];
  s.customAnswers = { '1': text };
  return s;
}
