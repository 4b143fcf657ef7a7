import { LEAD_MESSAGES } from '@studio/contracts/leads';
import { QUIZ_QUESTIONS } from '@studio/contracts/quiz';
import { buildTestApp, dropAndClose } from './helper';
import { adminCookie } from './auth-helper';
import { submissionWithOther, validSubmission } from '../../../test-support/quiz-fixtures';
import { outboxModel } from '../src/models/outbox';
import type { App } from '../src/app';
import type { LeadView } from '@studio/contracts/leads';

describe('/api/leads', () => {
  let app: App;
  let cookie: string;
  beforeAll(async () => {
    // No SMTP here: mails stay in the outbox, which is what the list reports.
    app = await buildTestApp({ authRateLimitMax: 1000, quizRateLimitMax: 1000 });
    cookie = await adminCookie(app);
  });
  afterAll(async () => dropAndClose(app));

  const list = async () => (await app.inject({ method: 'GET', url: '/api/leads', headers: { cookie } })).json() as LeadView[];

  it('lists quiz submissions newest first with readable answers, contact and e-mail state', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(1) });
    expect(first.statusCode).toBeLessThan(300);
    const second = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: submissionWithOther('Pet shop de bairro', 2) });
    expect(second.statusCode).toBeLessThan(300);

    const leads = await list();
    expect(leads).toHaveLength(2);
    const [newest, oldest] = leads as [LeadView, LeadView];
    expect(newest.id).toBe(second.json().id);
    expect(oldest.id).toBe(first.json().id);
    expect(newest.contact).toMatchObject({ nome: 'Visitante 2 da Silva', email: 'visitante2@exemplo.com.br' });
    expect(newest.contacted).toBe(false);
    expect(newest.answers[0]).toEqual({ question: QUIZ_QUESTIONS[0]!.title, answers: ['Outro: Pet shop de bairro'] });
    expect(newest.answers).toHaveLength(QUIZ_QUESTIONS.length);

    // The outbox rows of each lead, and their delivery state as it changes.
    const rows = await outboxModel(app.db).find({ refId: newest.id }).lean();
    expect(newest.mails).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    await outboxModel(app.db).updateOne({ _id: rows[0]!._id }, { $set: { status: 'failed', attempts: 12, lastError: 'conexão recusada' } });
    const again = (await list())[0]!;
    expect(again.mails.find((m) => m.kind === rows[0]!.kind)).toMatchObject({ status: 'failed', attempts: 12, lastError: 'conexão recusada' });
  });

  it("marks a lead contacted and back; unknown or malformed ids and bodies are refused", async () => {
    const [lead] = await list();
    const res = await app.inject({ method: 'PATCH', url: `/api/leads/${lead!.id}`, headers: { cookie }, payload: { contacted: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: lead!.id, contacted: true });
    expect((await list())[0]!.contacted).toBe(true);
    await app.inject({ method: 'PATCH', url: `/api/leads/${lead!.id}`, headers: { cookie }, payload: { contacted: false } });
    expect((await list())[0]!.contacted).toBe(false);

    const missing = await app.inject({ method: 'PATCH', url: '/api/leads/0123456789abcdef01234567', headers: { cookie }, payload: { contacted: true } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: LEAD_MESSAGES.notFound });
    for (const payload of [{ contacted: 'sim' }, { contacted: { $ne: false } }, {}, { contacted: true, nome: 'x' }]) {
      expect((await app.inject({ method: 'PATCH', url: `/api/leads/${lead!.id}`, headers: { cookie }, payload })).statusCode).toBe(400);
    }
    expect((await app.inject({ method: 'PATCH', url: '/api/leads/abc', headers: { cookie }, payload: { contacted: true } })).statusCode).toBe(400);
  });
});
