import { API_ERRORS } from '@studio/contracts/errors';
import { OTHER_OPTION, QUIZ_ERRORS, type QuizSubmission } from '@studio/contracts/quiz';
import type { App } from '../src/app';
import { leadModel } from '../src/models/lead';
import { outboxModel } from '../src/models/outbox';
import { buildTestApp, dropAndClose } from './helper';
import { validSubmission } from '../../../test-support/quiz-fixtures';
import { tempMailDir } from './support/mail-dir';

type Mutable = Record<string, unknown> & { answers: Record<string, unknown>; contact: Record<string, unknown>; customAnswers?: Record<string, unknown> };
const base = () => validSubmission(1) as unknown as Mutable;
const change = (fn: (b: Mutable) => void) => {
  const b = base();
  fn(b);
  return b;
};

const CASES: [string, unknown, string][] = [
  ['no contact', change((b) => delete (b as Partial<Mutable>).contact), 'Campo obrigatório ausente: contact.'],
  ['no answers', change((b) => delete (b as Partial<Mutable>).answers), 'Campo obrigatório ausente: answers.'],
  ['no nome', change((b) => delete b.contact.nome), 'Campo obrigatório ausente: nome.'],
  ['no email', change((b) => delete b.contact.email), 'Campo obrigatório ausente: email.'],
  ['no preferenciaContato', change((b) => delete b.contact.preferenciaContato), 'Campo obrigatório ausente: preferenciaContato.'],
  ['empty nome', change((b) => (b.contact.nome = '')), QUIZ_ERRORS.nome],
  ['blank nome', change((b) => (b.contact.nome = '    ')), QUIZ_ERRORS.nome],
  ['nome with a line break', change((b) => (b.contact.nome = 'Ana\r\nBcc: x@y.z')), QUIZ_ERRORS.nome],
  ['nome over 100', change((b) => (b.contact.nome = 'a'.repeat(101))), QUIZ_ERRORS.nome],
  ['bad email', change((b) => (b.contact.email = 'ana@')), QUIZ_ERRORS.email],
  ['email with spaces', change((b) => (b.contact.email = 'ana @x.com')), QUIZ_ERRORS.email],
  ['email over 255', change((b) => (b.contact.email = `${'a'.repeat(250)}@x.com`)), QUIZ_ERRORS.email],
  ['whatsapp with letters', change((b) => (b.contact.whatsapp = '11 9999 abc')), QUIZ_ERRORS.whatsapp],
  ['whatsapp over 20', change((b) => (b.contact.whatsapp = '1'.repeat(21))), QUIZ_ERRORS.whatsapp],
  ['empresa over 100', change((b) => (b.contact.empresa = 'e'.repeat(101))), QUIZ_ERRORS.empresa],
  ['instagram over 50', change((b) => (b.contact.instagram = 'i'.repeat(51))), QUIZ_ERRORS.instagram],
  ['unknown preference', change((b) => (b.contact.preferenciaContato = 'telegram')), QUIZ_ERRORS.preferenciaContato],
  ['missing question 3', change((b) => delete b.answers['3']), QUIZ_ERRORS.answers],
  ['question 8', change((b) => (b.answers['8'] = ['Sim'])), QUIZ_ERRORS.answers],
  ['question 0', change((b) => (b.answers['0'] = ['Sim'])), QUIZ_ERRORS.answers],
  ['answer not among the options', change((b) => (b.answers['2'] = ['Talvez'])), QUIZ_ERRORS.invalidAnswer(2)],
  ['two answers on a single-choice question', change((b) => (b.answers['4'] = ['Sim, estamos investindo atualmente', 'Não temos planos de investir'])), QUIZ_ERRORS.singleAnswer(4)],
  ['no answer on a question', change((b) => (b.answers['5'] = [])), QUIZ_ERRORS.singleAnswer(5)],
  ['no service chosen', change((b) => (b.answers['6'] = [])), QUIZ_ERRORS.invalidAnswer(6)],
  ['repeated service', change((b) => (b.answers['6'] = ['Criação de site', 'Criação de site'])), QUIZ_ERRORS.invalidAnswer(6)],
  ['Outro text over 200', change((b) => ((b.answers['1'] = [OTHER_OPTION]), (b.customAnswers = { '1': 'x'.repeat(201) }))), QUIZ_ERRORS.customText],
  ['Outro text for a question without Outro', change((b) => (b.customAnswers = { '2': 'algo' })), QUIZ_ERRORS.customAnswers],
  ['Outro text without choosing Outro', change((b) => ((b.answers['1'] = ['Construção Civil']), (b.customAnswers = { '1': 'algo' }))), QUIZ_ERRORS.customWithoutOther(1)],
  ['Outro on a question that has no Outro', change((b) => (b.answers['3'] = [OTHER_OPTION])), QUIZ_ERRORS.invalidAnswer(3)],
  ['operator for the e-mail', change((b) => (b.contact.email = { $gt: '' })), QUIZ_ERRORS.email],
  ['operator for the nome', change((b) => (b.contact.nome = { $ne: null })), QUIZ_ERRORS.nome],
  ['operator for an answer', change((b) => (b.answers['1'] = [{ $gt: '' }])), QUIZ_ERRORS.invalidAnswer(1)],
  ['operator for the answers', change((b) => (b.answers = { $where: 'sleep(1000)' } as never)), QUIZ_ERRORS.answers],
  ['operator for the preference', change((b) => (b.contact.preferenciaContato = { $in: ['email'] })), QUIZ_ERRORS.preferenciaContato],
  ['array where a string goes (nome)', change((b) => (b.contact.nome = ['Ana', 'Bia'])), QUIZ_ERRORS.nome],
  ['array where a string goes (email)', change((b) => (b.contact.email = ['a@b.com'])), QUIZ_ERRORS.email],
  ['string where a list goes', change((b) => (b.answers['1'] = 'Construção Civil')), QUIZ_ERRORS.singleAnswer(1)],
  ['number for the nome', change((b) => (b.contact.nome = 42)), QUIZ_ERRORS.nome],
  ['boolean for the whatsapp', change((b) => (b.contact.whatsapp = true)), QUIZ_ERRORS.whatsapp],
  ['null contact', change((b) => (b.contact = null as never)), 'Tipo inválido no campo contact.'],
  ['answers as a list', change((b) => (b.answers = [['Construção Civil']] as never)), QUIZ_ERRORS.answers],
  ['unknown top-level field', change((b) => (b.admin = true)), `${API_ERRORS.unknownField}: admin.`],
  ['unknown contact field', change((b) => (b.contact.cpf = '123')), `${API_ERRORS.unknownField}: cpf.`],
  ['honeypot that is not a string', change((b) => (b.website = { $gt: '' })), 'Tipo inválido no campo website.'],
  ['a list as the body', [validSubmission(1)], 'Tipo inválido no campo corpo.'],
];

describe('POST /api/quiz-submissions refuses bad input', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ quizRateLimitMax: 10_000, mailDir: tempMailDir() });
  });
  afterAll(async () => dropAndClose(app));

  it.each(CASES)('%s → 400 with a pt-BR message', async (_name, payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses a 1 MB body with 413', async () => {
    const body = validSubmission(1) as QuizSubmission & { padding?: string };
    body.padding = 'x'.repeat(1024 * 1024);
    const res = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: API_ERRORS.payloadTooLarge });
  });

  it('refuses a body just over the route limit (16 KB) with 413, even of valid shape', async () => {
    const body = JSON.stringify({ ...validSubmission(1), website: '' }).replace('"website":""', `"website":"${' '.repeat(17 * 1024)}"`);
    const res = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: body, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
  });

  it('refuses broken JSON and other content types', async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: '{"answers": ', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: API_ERRORS.invalidJson });
    const form = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: 'nome=Ana', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ error: API_ERRORS.unsupportedMediaType });
  });

  it('stored nothing for any of them', async () => {
    expect(await leadModel(app.db).countDocuments()).toBe(0);
    expect(await outboxModel(app.db).countDocuments()).toBe(0);
  });

  it('still accepts the valid base submission (the cases fail for their own reason)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: base() });
    expect(res.statusCode).toBe(201);
    expect(await leadModel(app.db).countDocuments()).toBe(1);
  });
});
