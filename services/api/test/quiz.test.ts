import { jest } from '@jest/globals';
import mongoose from 'mongoose';
import { OTHER_OPTION, PREFERENCIA_LABELS, QUIZ_ERRORS, QUIZ_QUESTIONS, describeAnswers } from '@studio/contracts/quiz';
import type { App } from '../src/app';
import { leadModel } from '../src/models/lead';
import { outboxModel } from '../src/models/outbox';
import { reconcileLeadMails } from '../src/features/quiz/reconcile';
import { buildTestApp, dropAndClose } from './helper';
import { startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import { submissionWithOther, validSubmission } from '../../../test-support/quiz-fixtures';
import { until } from './support/wait';
import { tempMailDir } from './support/mail-dir';

const INBOX = 'orcamentos@estudio.com.br';

const post = (app: App, payload: unknown, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: payload as object, remoteAddress: ip });

describe('POST /api/quiz-submissions', () => {
  let sink: SmtpSink;
  let app: App;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await buildTestApp({ smtpUrl: sink.url, studioInboxEmail: INBOX, quizRateLimitMax: 1000 });
  });
  afterAll(async () => {
    await dropAndClose(app);
    await sink.stop();
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });

  it('stores the lead first and e-mails the studio and the visitor, with every answer readable', async () => {
    const body = submissionWithOther('Pet shop & banho <tosa>');
    body.contact.nome = 'Ana & Bia <Estúdio>';
    body.contact.email = 'ana@petshop.com.br';
    body.contact.preferenciaContato = 'ligacao';
    const res = await post(app, body, '10.1.2.3');
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(id).toMatch(/^[a-f0-9]{24}$/);

    const lead = await leadModel(app.db).findById(id).lean();
    expect(lead).not.toBeNull();
    expect(lead!.answers).toEqual(body.answers);
    expect(lead!.customAnswers).toEqual({ '1': 'Pet shop & banho <tosa>' });
    expect(lead!.contact).toEqual({ ...body.contact });
    expect(lead!.contacted).toBe(false);
    expect(lead!.ip).toBe('10.1.2.3');

    const mails = await sink.waitFor(2);
    expect(mails).toHaveLength(2);
    const toStudio = mails.find((m) => m.to.includes(INBOX))!;
    const toVisitor = mails.find((m) => m.to.includes('ana@petshop.com.br'))!;
    expect(toStudio).toBeDefined();
    expect(toVisitor).toBeDefined();

    // The studio's copy: reply goes to the visitor; contact and every question with its answers.
    expect(toStudio.headers['reply-to']).toContain('ana@petshop.com.br');
    expect(toStudio.subject).toBe('Novo pedido de proposta: Ana & Bia <Estúdio> (Empresa 0)');
    for (const q of describeAnswers(body.answers, body.customAnswers)) {
      expect(toStudio.text).toContain(`${q.number}. ${q.question}`);
      for (const a of q.answers) expect(toStudio.text).toContain(`- ${a}`);
    }
    expect(toStudio.text).toContain(`${OTHER_OPTION}: Pet shop & banho <tosa>`);
    expect(toStudio.text).toContain('Nome: Ana & Bia <Estúdio>');
    expect(toStudio.text).toContain('WhatsApp: (11) 98888-7777');
    expect(toStudio.text).toContain('Instagram: @empresa0');
    expect(toStudio.text).toContain(`Preferência de contato: ${PREFERENCIA_LABELS.ligacao}`);
    expect(toStudio.text).toContain(`Referência do lead: ${id}`);
    // Visitor text is escaped in the HTML part.
    expect(toStudio.html).toContain('Ana &amp; Bia &lt;Estúdio&gt;');
    expect(toStudio.html).toContain('Outro: Pet shop &amp; banho &lt;tosa&gt;');
    expect(toStudio.html).not.toContain('<tosa>');
    expect(toStudio.html).toContain(QUIZ_QUESTIONS[5]!.title);

    // The visitor's copy: warm, in pt-BR, replies reach the studio.
    expect(toVisitor.subject).toBe('Ana, recebemos seu pedido de proposta');
    expect(toVisitor.headers['reply-to']).toContain(INBOX);
    expect(toVisitor.text).toContain('Olá, Ana!');
    expect(toVisitor.text).toContain('Em até 24 horas entraremos em contato por telefone');
    expect(toVisitor.text).toContain('Análise Detalhada');
    expect(toVisitor.text).toContain(QUIZ_QUESTIONS[6]!.title);
    expect(toVisitor.html).toContain('Olá, Ana!');

    const rows = await until(async () => {
      const r = await outboxModel(app.db).find({ refId: id }).lean();
      return r.every((x) => x.status === 'sent') && r.length === 2 ? r : null;
    }, 5000, 'linhas da outbox enviadas');
    expect(rows.map((r) => r.kind).sort()).toEqual(['quiz-confirmation', 'quiz-notification']);
    expect(rows.every((r) => r.attempts === 1 && r.sentAt)).toBe(true);
    // The rows hold the envelope only: the bodies above were written from the lead when sent.
    expect(rows.every((r) => r.text === undefined && r.html === undefined)).toBe(true);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
  });

  it("reads the lead once for both of its e-mails", async () => {
    const Lead = leadModel(app.db);
    const findById = jest.spyOn(Lead, 'findById');
    try {
      const res = await post(app, validSubmission(9));
      expect(res.statusCode).toBe(201);
      await sink.waitFor(2);
      expect(findById.mock.calls.filter(([id]) => String(id) === res.json().id)).toHaveLength(1);
    } finally {
      findById.mockRestore();
    }
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const before = await leadModel(app.db).countDocuments();
    const res = await post(app, { ...validSubmission(3), website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[a-f0-9]{24}$/);
    expect(await leadModel(app.db).countDocuments()).toBe(before);
    expect(await outboxModel(app.db).countDocuments({ refId: res.json().id })).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.mails).toHaveLength(0);
  });

  it('accepts an empty honeypot and a submission without customAnswers', async () => {
    const body = validSubmission(4);
    delete body.customAnswers;
    const res = await post(app, { ...body, website: '' });
    expect(res.statusCode).toBe(201);
    expect(await leadModel(app.db).findById(res.json().id).lean()).not.toBeNull();
    await sink.waitFor(2);
  });

  it('keeps the lead and answers 201 when queueing the e-mails fails; the reconciliation queues them once', async () => {
    const original = app.outbox.enqueue;
    app.outbox.enqueue = async () => {
      throw new Error('banco caiu entre o lead e a fila');
    };
    let id: string;
    try {
      const res = await post(app, validSubmission(5));
      expect(res.statusCode).toBe(201);
      id = res.json().id;
    } finally {
      app.outbox.enqueue = original;
    }
    expect(await leadModel(app.db).findById(id).lean()).not.toBeNull();
    expect(await outboxModel(app.db).countDocuments({ refId: id })).toBe(0);

    expect(await reconcileLeadMails(app, { graceMs: 0 })).toBe(2);
    expect(await reconcileLeadMails(app, { graceMs: 0 })).toBe(0);
    const mails = await sink.waitFor(2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([INBOX, 'visitante5@exemplo.com.br'].sort());
    expect(await outboxModel(app.db).countDocuments({ refId: id })).toBe(2);
  });

  it('strips blank Outro texts and trims the contact', async () => {
    const body = submissionWithOther('   ');
    body.contact.nome = '  Carla  ';
    const res = await post(app, body);
    expect(res.statusCode).toBe(201);
    const lead = await leadModel(app.db).findById(res.json().id).lean();
    expect(lead!.customAnswers).toEqual({});
    expect(lead!.contact.nome).toBe('Carla');
    await sink.waitFor(2);
    expect(sink.mails.find((m) => m.to.includes(INBOX))!.text).toMatch(/\n {3}- Outro\n/);
  });
});

describe('quiz submissions answered just before the API stops', () => {
  it('still have their e-mails queued: closing waits for the queue writes the answer did not wait for', async () => {
    const app = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:9', quizRateLimitMax: 1000 });
    const uri = app.config.mongodbUri;
    // The queue's write lands only after the API has begun to stop.
    const Outbox = outboxModel(app.db);
    const insertMany = Outbox.insertMany.bind(Outbox) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(Outbox, { insertMany: async (...args: unknown[]) => (await new Promise((r) => setTimeout(r, 300)), insertMany(...args)) });
    const responses = await Promise.all([11, 12, 13].map((i) => post(app, validSubmission(i))));
    await app.close();
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const conn = await mongoose.createConnection(uri).asPromise();
    try {
      const ids = responses.map((r) => r.json().id as string);
      expect(await conn.collection('leads').countDocuments()).toBe(3);
      expect(await conn.collection('outbox').countDocuments({ refId: { $in: ids }, status: 'pending' })).toBe(6);
    } finally {
      await conn.dropDatabase();
      await conn.close();
    }
  });
});

describe('quiz submissions with the SMTP server down', () => {
  it('answers 201 at once and delivers both e-mails once the server is back', async () => {
    const first = await startSmtpSink();
    const port = first.port;
    await first.stop();
    const app = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxBackoffMs: 100, outboxPollMs: 50 });
    let sink: SmtpSink | null = null;
    try {
      const started = Date.now();
      const res = await post(app, validSubmission(7));
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(3000);
      const id = res.json().id;
      expect(await leadModel(app.db).findById(id).lean()).not.toBeNull();

      // Failed attempts are recorded with their error and a later next try.
      const failing = await until(async () => {
        const rows = await outboxModel(app.db).find({ refId: id }).lean();
        return rows.length === 2 && rows.every((r) => r.attempts >= 2 && r.status === 'pending' && r.lastError) ? rows : null;
      }, 15_000, 'tentativas falhas registradas');
      for (const r of failing) {
        expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(r.nextAttemptAt.getTime()).toBeGreaterThan(r.updatedAt.getTime() - 1000);
      }

      sink = await startSmtpSink({ port });
      await sink.waitFor(2, 20_000);
      const rows = await until(async () => {
        const r = await outboxModel(app.db).find({ refId: id }).lean();
        return r.every((x) => x.status === 'sent') ? r : null;
      }, 10_000, 'e-mails enviados');
      expect(rows.every((r) => r.attempts >= 3)).toBe(true);
      await new Promise((r) => setTimeout(r, 500));
      expect(sink.mails).toHaveLength(2);
      expect(sink.mails.map((m) => m.to[0]).sort()).toEqual(['contato@estudio.com.br', 'visitante7@exemplo.com.br']);
    } finally {
      await dropAndClose(app);
      await sink?.stop();
    }
  }, 60_000);
});

describe('quiz rate limit', () => {
  it('answers 429 in pt-BR past the per-IP limit, per IP', async () => {
    const app = await buildTestApp({ quizRateLimitMax: 3, mailDir: tempMailDir() });
    try {
      for (let i = 0; i < 3; i++) expect((await post(app, validSubmission(i), '10.0.0.9')).statusCode).toBe(201);
      const res = await post(app, validSubmission(9), '10.0.0.9');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: QUIZ_ERRORS.rateLimited });
      expect(res.headers['retry-after']).toBeDefined();
      expect((await post(app, validSubmission(10), '10.0.0.10')).statusCode).toBe(201);
      expect(await leadModel(app.db).countDocuments()).toBe(4);
    } finally {
      await dropAndClose(app);
    }
  });
});
