import { Type, type TSchema } from 'typebox';

/**
 * The quote quiz (public-site.md §2 "Quote quiz page", §3 "Quiz questions", §5, §8): the questions, the
 * limits, every message, and the schema of `POST /api/quiz-submissions`. The API validates with these and
 * the form renders and checks with the same values.
 */

/** The option that reveals a free-text box. */
export const OTHER_OPTION = 'Outro';

export type QuestionKind = 'single' | 'multiple';

export interface QuizQuestion {
  number: number;
  title: string;
  /** a short line under the title */
  hint: string;
  kind: QuestionKind;
  options: readonly string[];
  /** the free-text box's accessible label, for questions that offer OTHER_OPTION */
  otherLabel?: string;
}

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    number: 1,
    title: 'Qual é o segmento da sua empresa?',
    hint: 'Assim entendemos o seu mercado e o seu público.',
    kind: 'single',
    options: [
      'Construção Civil',
      'Saúde / Estética / Odonto',
      'Moda / Vestuário',
      'Alimentação / Restaurante',
      'Turismo / Agência',
      'Prestador de Serviço',
      'Loja física ou online',
      OTHER_OPTION,
    ],
    otherLabel: 'Conte qual é o segmento da sua empresa',
  },
  {
    number: 2,
    title: 'Sua empresa está presente nas redes sociais?',
    hint: 'Vale Instagram, Facebook, TikTok, LinkedIn...',
    kind: 'single',
    options: [
      'Sim, estamos ativos e postamos com frequência',
      'Sim, mas postamos sem constância',
      'Ainda não, mas queremos começar',
      'Já tivemos, mas abandonamos',
    ],
  },
  {
    number: 3,
    title: 'Qual é o principal objetivo do seu marketing hoje?',
    hint: 'Escolha o que faria mais diferença agora.',
    kind: 'single',
    options: [
      'Atrair mais clientes e aumentar as vendas',
      'Fortalecer a marca',
      'Ter uma presença mais profissional',
      'Construir autoridade no meu nicho',
      'Lançar um novo produto ou serviço',
    ],
  },
  {
    number: 4,
    title: 'Você investe em tráfego pago (anúncios)?',
    hint: 'Anúncios no Instagram, Facebook, Google e afins.',
    kind: 'single',
    options: [
      'Sim, estamos investindo atualmente',
      'Já tentamos, mas não tivemos resultados',
      'Nunca investimos, mas temos interesse',
      'Não temos planos de investir',
    ],
  },
  {
    number: 5,
    title: 'Sua empresa tem um site?',
    hint: 'Um site próprio, além das redes sociais.',
    kind: 'single',
    options: [
      'Sim, temos um site funcionando',
      'Temos, mas está desatualizado',
      'Não temos, mas queremos ter um',
      'Não precisamos de um site agora',
    ],
  },
  {
    number: 6,
    title: 'De quais serviços você precisa?',
    hint: 'Marque quantas opções quiser.',
    kind: 'multiple',
    options: [
      'Identidade visual / Branding',
      'Gestão de redes sociais',
      'Produção de conteúdo',
      'Criação de site',
      'Anúncios no Instagram e Facebook',
      'Consultoria estratégica de marketing',
    ],
  },
  {
    number: 7,
    title: 'Quanto você investe hoje em marketing por mês?',
    hint: 'Uma estimativa basta: nos ajuda a propor o plano certo.',
    kind: 'single',
    options: [
      'Até R$ 500',
      'De R$ 500 a R$ 1.500',
      'De R$ 1.500 a R$ 3.000',
      'Acima de R$ 3.000',
      'Ainda não invisto, mas quero começar',
    ],
  },
];

export const QUIZ_QUESTION_COUNT = QUIZ_QUESTIONS.length;
/** the seven questions plus the contact form */
export const QUIZ_STEP_COUNT = QUIZ_QUESTION_COUNT + 1;
export const QUIZ_ESTIMATED_MINUTES = 5;
export const QUIZ_REPLY_HOURS = 24;

/** 'Como funciona?' (shown on the page and repeated in the visitor's confirmation e-mail). */
export const QUIZ_HOW_IT_WORKS = [
  {
    title: 'Análise Detalhada',
    text: 'Estudamos suas respostas, seu mercado e seus concorrentes para entender onde a sua marca está hoje.',
  },
  {
    title: 'Proposta Exclusiva',
    text: 'Montamos um plano sob medida, com entregas, prazos e investimento pensados para o seu momento.',
  },
  {
    title: 'Apresentação',
    text: 'Apresentamos a proposta pelo canal que você preferir e tiramos todas as suas dúvidas, sem pressa.',
  },
] as const;

export const OTHER_TEXT_MAX = 200;

export const CONTACT_MAX = {
  nome: 100,
  email: 255,
  whatsapp: 20,
  empresa: 100,
  instagram: 50,
} as const;

export type ContactField = keyof typeof CONTACT_MAX;
export const REQUIRED_CONTACT_FIELDS = ['nome', 'email', 'preferenciaContato'] as const;

export const PREFERENCIAS_CONTATO = ['whatsapp', 'email', 'ligacao'] as const;
export type PreferenciaContato = (typeof PREFERENCIAS_CONTATO)[number];
export const PREFERENCIA_LABELS: Record<PreferenciaContato, string> = {
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  ligacao: 'Ligação direta',
};

/** The same test in the browser and in the API (a JSON-schema `pattern`, so no regex flags). */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";
/** Digits and the usual phone punctuation; the form drops anything else as it is typed. */
export const WHATSAPP_PATTERN = '^[0-9+() .-]*$';
export const WHATSAPP_DISALLOWED = /[^0-9+() .-]/g;
/** One line of text: no control characters (they could break e-mail headers). */
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
/** One line with at least one visible character. */
const SINGLE_LINE_NOT_BLANK = '^[^\\u0000-\\u001F\\u007F]*[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*$';

export function isValidEmail(value: string): boolean {
  return value.length <= CONTACT_MAX.email && new RegExp(EMAIL_PATTERN).test(value);
}

/** Toasts of the error catalogue (§8), word for word; `invalidEmail` is ours (the catalogue has no case for it). */
export const QUIZ_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Por favor, preencha nome, email e preferência de contato.' },
  invalidEmail: { title: 'E-mail inválido', description: 'Confira o endereço de e-mail: ele deve ser como nome@empresa.com.br.' },
  sendFailed: { title: 'Erro ao enviar quiz', description: 'Por favor, tente novamente ou entre em contato diretamente.' },
  sent: { title: 'Quiz enviado com sucesso! 🎉', description: 'Suas respostas foram enviadas e entraremos em contato em breve.' },
} as const;

/** Messages of `POST /api/quiz-submissions` (`{ error }`). */
export const QUIZ_ERRORS = {
  answers: `Envie uma resposta para cada uma das ${QUIZ_QUESTION_COUNT} perguntas (de 1 a ${QUIZ_QUESTION_COUNT}).`,
  invalidAnswer: (n: number) => `Resposta inválida para a pergunta ${n}.`,
  singleAnswer: (n: number) => `Resposta inválida para a pergunta ${n}: escolha uma única opção.`,
  duplicateAnswer: (n: number) => `Há respostas repetidas na pergunta ${n}.`,
  customAnswers: `O texto de "${OTHER_OPTION}" só vale para perguntas que têm essa opção.`,
  customText: `O texto de "${OTHER_OPTION}" deve ter no máximo ${OTHER_TEXT_MAX} caracteres, em uma linha.`,
  customWithoutOther: (n: number) => `O texto de "${OTHER_OPTION}" da pergunta ${n} foi enviado sem a opção "${OTHER_OPTION}".`,
  nome: `Informe seu nome (até ${CONTACT_MAX.nome} caracteres).`,
  email: `Informe um e-mail válido (até ${CONTACT_MAX.email} caracteres).`,
  whatsapp: `WhatsApp inválido: use números, espaços, +, ( ) e - (até ${CONTACT_MAX.whatsapp} caracteres).`,
  empresa: `O nome da empresa deve ter no máximo ${CONTACT_MAX.empresa} caracteres, em uma linha.`,
  instagram: `O Instagram deve ter no máximo ${CONTACT_MAX.instagram} caracteres, em uma linha.`,
  preferenciaContato: 'Escolha a preferência de contato: WhatsApp, E-mail ou Ligação direta.',
  rateLimited: 'Recebemos muitos envios deste endereço em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;

/** question number ('1'..'7') → chosen option texts */
export type QuizAnswers = Record<string, string[]>;
/** question number → the text typed after choosing 'Outro' */
export type QuizCustomAnswers = Record<string, string>;

export interface QuizContact {
  nome: string;
  email: string;
  whatsapp?: string;
  empresa?: string;
  instagram?: string;
  preferenciaContato: PreferenciaContato;
}

export interface QuizSubmission {
  answers: QuizAnswers;
  customAnswers?: QuizCustomAnswers;
  contact: QuizContact;
  /** hidden from people; only bots fill it in */
  website?: string;
}

const answerSchema = (q: QuizQuestion): TSchema =>
  Type.Array(Type.Enum([...q.options], { errorMessage: QUIZ_ERRORS.invalidAnswer(q.number) }), {
    minItems: 1,
    maxItems: q.kind === 'single' ? 1 : q.options.length,
    uniqueItems: true,
    errorMessage: q.kind === 'single' ? QUIZ_ERRORS.singleAnswer(q.number) : QUIZ_ERRORS.invalidAnswer(q.number),
  });

const withOther = QUIZ_QUESTIONS.filter((q) => q.options.includes(OTHER_OPTION));

const text = (max: number, message: string, pattern = SINGLE_LINE) =>
  Type.String({ maxLength: max, pattern, errorMessage: message });

export const QuizContactSchema = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: CONTACT_MAX.nome, pattern: SINGLE_LINE_NOT_BLANK, errorMessage: QUIZ_ERRORS.nome }),
    email: Type.String({ maxLength: CONTACT_MAX.email, pattern: EMAIL_PATTERN, errorMessage: QUIZ_ERRORS.email }),
    whatsapp: Type.Optional(text(CONTACT_MAX.whatsapp, QUIZ_ERRORS.whatsapp, WHATSAPP_PATTERN)),
    empresa: Type.Optional(text(CONTACT_MAX.empresa, QUIZ_ERRORS.empresa)),
    instagram: Type.Optional(text(CONTACT_MAX.instagram, QUIZ_ERRORS.instagram)),
    preferenciaContato: Type.Enum([...PREFERENCIAS_CONTATO], { errorMessage: QUIZ_ERRORS.preferenciaContato }),
  },
  { additionalProperties: false },
);

/** Body of `POST /api/quiz-submissions`. Keys of `answers` are the question numbers; all seven are required. */
export const QuizSubmissionBody = Type.Object(
  {
    answers: Type.Object(Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.number), answerSchema(q)])), {
      additionalProperties: false,
      errorMessage: QUIZ_ERRORS.answers,
    }),
    customAnswers: Type.Optional(
      Type.Object(
        Object.fromEntries(withOther.map((q) => [String(q.number), Type.Optional(text(OTHER_TEXT_MAX, QUIZ_ERRORS.customText))])),
        { additionalProperties: false, errorMessage: QUIZ_ERRORS.customAnswers },
      ),
    ),
    contact: QuizContactSchema,
    website: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const QuizSubmissionResponse = Type.Object({ id: Type.String() });

/**
 * The rules a schema cannot say on its own, shared by the form and the API: each answer is an option of its
 * question, single-choice questions have exactly one, and an 'Outro' text comes only with 'Outro'.
 * Returns the pt-BR message of the first problem, or null.
 */
export function validateAnswers(answers: QuizAnswers, customAnswers: QuizCustomAnswers = {}): string | null {
  for (const key of Object.keys(answers)) {
    if (!QUIZ_QUESTIONS.some((q) => String(q.number) === key)) return QUIZ_ERRORS.answers;
  }
  for (const q of QUIZ_QUESTIONS) {
    const chosen = answers[String(q.number)];
    if (!Array.isArray(chosen) || chosen.length === 0) return QUIZ_ERRORS.answers;
    if (chosen.some((a) => !q.options.includes(a))) return QUIZ_ERRORS.invalidAnswer(q.number);
    if (new Set(chosen).size !== chosen.length) return QUIZ_ERRORS.duplicateAnswer(q.number);
    if (q.kind === 'single' && chosen.length !== 1) return QUIZ_ERRORS.singleAnswer(q.number);
  }
  for (const [key, value] of Object.entries(customAnswers)) {
    const q = QUIZ_QUESTIONS.find((x) => String(x.number) === key);
    if (!q || !q.options.includes(OTHER_OPTION)) return QUIZ_ERRORS.customAnswers;
    if (typeof value !== 'string' || value.length > OTHER_TEXT_MAX) return QUIZ_ERRORS.customText;
    if (value.trim() && !answers[key]?.includes(OTHER_OPTION)) return QUIZ_ERRORS.customWithoutOther(q.number);
  }
  return null;
}

/** True when the step's question has at least one answer (§5: what enables Next). */
export function isAnswered(answers: QuizAnswers, questionNumber: number): boolean {
  return (answers[String(questionNumber)]?.length ?? 0) > 0;
}

/**
 * Answers as people read them, in question order: 'Outro' becomes 'Outro: <text>' when a text was given.
 * Used by the e-mails and the admin's lead list.
 */
export function describeAnswers(
  answers: QuizAnswers,
  customAnswers: QuizCustomAnswers = {},
): { number: number; question: string; answers: string[] }[] {
  return QUIZ_QUESTIONS.map((q) => {
    const key = String(q.number);
    const custom = customAnswers[key]?.trim();
    return {
      number: q.number,
      question: q.title,
      answers: (answers[key] ?? []).map((a) => (a === OTHER_OPTION && custom ? `${OTHER_OPTION}: ${custom}` : a)),
    };
  });
}
