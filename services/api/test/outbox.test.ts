import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../src/app';
import { backoffDelay } from '../src/features/mail/outbox-worker';
import { createTransport, smtpOptions } from '../src/features/mail/transport';
import { outboxClaimModel, outboxModel } from '../src/models/outbox';
import { SURGE_IN_FLIGHT } from '../src/plugins/app/outbox';
import { buildTestApp, dropAndClose } from './helper';
import { tempMailDir } from './support/mail-dir';
import { startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import { until } from './support/wait';

const mail = (i: number) => ({
  kind: 'test',
  refId: `ref-${i}`,
  to: `pessoa${i}@exemplo.com.br`,
  replyTo: 'contato@estudio.com.br',
  subject: `Olá nº ${i} — ação`,
  text: `Mensagem número ${i}, com acentuação: ção, é, ü.`,
  html: `<p>Mensagem número ${i}</p>`,
});

const rowOf = async (app: App, id: unknown) => (await outboxModel(app.db).findById(id).lean())!;

describe('outbox helpers', () => {
  it('doubles the delay after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, 5000))).toEqual([5000, 10_000, 20_000, 40_000, 80_000]);
    expect(backoffDelay(30, 5000)).toBe(60 * 60 * 1000);
  });

  it('reads SMTP_URL into nodemailer options and keeps the timeouts and the pool', () => {
    expect(smtpOptions('smtps://user%40x.com:p%3Ass@mail.exemplo.com:465/?tls.rejectUnauthorized=false&pool=false&socketTimeout=30000')).toEqual({
      host: 'mail.exemplo.com',
      port: 465,
      secure: true,
      auth: { user: 'user@x.com', pass: 'p:ss' },
      tls: { rejectUnauthorized: false },
      pool: false,
      maxConnections: 4,
      maxMessages: 100,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 30_000,
    });
    expect(smtpOptions('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false, pool: true });
  });
});

describe('outbox worker over SMTP', () => {
  it('sends at once after an enqueue, without waiting for the poll', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000 });
    try {
      // the first pass (at start) has run and found nothing; the next poll is ten minutes away
      await new Promise((r) => setTimeout(r, 200));
      const [id] = await app.outbox.enqueue([mail(1)]);
      const [m] = await sink.waitFor(1, 5000);
      expect(m!.to).toEqual(['pessoa1@exemplo.com.br']);
      expect(m!.subject).toBe('Olá nº 1 — ação');
      expect(m!.text).toContain('acentuação: ção, é, ü.');
      expect(m!.html).toContain('<p>Mensagem número 1</p>');
      expect(m!.headers['reply-to']).toContain('contato@estudio.com.br');
      expect(m!.messageId).toBe(`<${String(id)}@estudio.com.br>`);
      const row = await until(async () => ((await rowOf(app, id)).status === 'sent' ? rowOf(app, id) : null), 5000);
      expect(row.attempts).toBe(1);
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  /** An app over SMTP with more quiz submissions in flight than SURGE_IN_FLIGHT, held until `release`. */
  async function duringSurge(outboxMaxYieldMs: number, test: (app: App, sink: SmtpSink, release: () => void) => Promise<void>) {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000, outboxMaxYieldMs });
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const surge = Array.from({ length: SURGE_IN_FLIGHT + 1 }, () => app.outbox.giveWayTo(() => held));
    try {
      await test(app, sink, release);
    } finally {
      release();
      await Promise.all(surge);
      await dropAndClose(app);
      await sink.stop();
    }
  }

  it('lets a surge of quiz submissions go first, and sends once it has passed', () =>
    duringSurge(60_000, async (app, sink, release) => {
      const [id] = await app.outbox.enqueue([mail(7)]);
      await new Promise((r) => setTimeout(r, 500));
      expect(sink.mails).toHaveLength(0);
      expect((await rowOf(app, id)).status).toBe('pending');
      release();
      const [m] = await sink.waitFor(1, 5000);
      expect(m!.to).toEqual(['pessoa7@exemplo.com.br']);
    }));

  it('still sends during a surge that does not end, one e-mail each OUTBOX_MAX_YIELD_MS', () =>
    duringSurge(300, async (app, sink) => {
      await app.outbox.enqueue([mail(8), mail(9)]);
      const mails = await sink.waitFor(2, 10_000);
      expect(mails.map((m) => m.to[0]).sort()).toEqual(['pessoa8@exemplo.com.br', 'pessoa9@exemplo.com.br']);
    }));

  it('retries with exponential backoff, recording attempts, next try and last error, then sends once', async () => {
    const sink = await startSmtpSink({ refuse: (n) => (n <= 3 ? { code: 451, message: 'Caixa ocupada, tente depois' } : null) });
    const base = 300;
    const app = await buildTestApp({ smtpUrl: sink.url, outboxBackoffMs: base, outboxPollMs: 600_000 });
    try {
      await app.outbox.worker.stop(); // driven by hand below, one pass at a time
      const [id] = await app.outbox.enqueue([mail(2)]);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await app.outbox.worker.pass();
        const row = await rowOf(app, id);
        expect(row.status).toBe('pending');
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toMatch(/451.*Caixa ocupada/);
        const delay = row.nextAttemptAt.getTime() - row.updatedAt.getTime();
        const expected = base * 2 ** (attempt - 1);
        expect(delay).toBeGreaterThanOrEqual(expected * 0.9 - 20);
        expect(delay).toBeLessThanOrEqual(expected * 1.1 + 20);
        await new Promise((r) => setTimeout(r, Math.max(0, row.nextAttemptAt.getTime() - Date.now()) + 20));
      }
      expect(await app.outbox.worker.pass()).toBe(1);
      const row = await rowOf(app, id);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(4);
      expect(row.lastError).toBeUndefined();
      expect(sink.mails).toHaveLength(1);
      expect(await app.outbox.worker.pass()).toBe(0);
      expect(sink.mails).toHaveLength(1);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('writes the body of an e-mail queued without one when it is sent, and drops it once its record is gone', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000 });
    const records = new Map([['ref-1', 'primeira versão']]);
    try {
      await app.outbox.worker.stop(); // driven by hand below
      const envelope = ({ text: _text, html: _html, ...rest }: ReturnType<typeof mail>) => ({ ...rest, kind: 'render-test' });
      await expect(app.outbox.enqueue([envelope(mail(1))])).rejects.toThrow(/sem corpo e sem renderizador/);
      app.outbox.renderBodies(['render-test'], async (row) => {
        const record = records.get(row.refId!);
        return record === undefined ? null : { text: `Texto: ${record}`, html: `<p>${record}</p>` };
      });
      const [kept, gone] = await app.outbox.enqueue([envelope(mail(1)), envelope(mail(2))]);
      const stored = await rowOf(app, kept);
      expect(stored.text).toBeUndefined();
      expect(stored.html).toBeUndefined();
      records.set('ref-1', 'versão do envio'); // the body is what the record says when the e-mail goes

      expect(await app.outbox.worker.pass()).toBe(1);
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]!.to).toEqual(['pessoa1@exemplo.com.br']);
      expect(sink.mails[0]!.subject).toBe('Olá nº 1 — ação');
      expect(sink.mails[0]!.text).toContain('Texto: versão do envio');
      expect(sink.mails[0]!.html).toContain('<p>versão do envio</p>');
      expect((await rowOf(app, kept)).status).toBe('sent');
      const dropped = await rowOf(app, gone);
      expect(dropped.status).toBe('failed');
      expect(dropped.attempts).toBe(1);
      expect(dropped.lastError).toMatch(/não existe mais/);
      expect(await app.outbox.worker.pass()).toBe(0);
      expect(sink.mails).toHaveLength(1);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('counts a renderer that fails (the database is away) as a failed attempt, retried later', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000, outboxBackoffMs: 100 });
    let failing = true;
    try {
      await app.outbox.worker.stop();
      app.outbox.renderBodies(['render-test'], async () => {
        if (failing) throw new Error('consulta interrompida');
        return { text: 'Agora foi.' };
      });
      const [id] = await app.outbox.enqueue([{ kind: 'render-test', refId: 'r', to: 'pessoa@exemplo.com.br', subject: 'Teste' }]);
      await app.outbox.worker.pass();
      const row = await rowOf(app, id);
      expect(row.status).toBe('pending');
      expect(row.lastError).toBe('consulta interrompida');
      expect(sink.mails).toHaveLength(0);
      failing = false;
      await new Promise((r) => setTimeout(r, Math.max(0, row.nextAttemptAt.getTime() - Date.now()) + 20));
      expect(await app.outbox.worker.pass()).toBe(1);
      expect(sink.mails[0]!.text).toContain('Agora foi.');
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('leaves a row alone until its next try is due', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000 });
    try {
      await app.outbox.worker.stop();
      const [id] = await app.outbox.enqueue([mail(7)]);
      await outboxModel(app.db).updateOne({ _id: id }, { $set: { attempts: 2, nextAttemptAt: new Date(Date.now() + 60 * 60_000) } });
      expect(await app.outbox.worker.pass()).toBe(0);
      expect((await rowOf(app, id)).attempts).toBe(2);
      expect(sink.mails).toHaveLength(0);
      await outboxModel(app.db).updateOne({ _id: id }, { $set: { nextAttemptAt: new Date() } });
      expect(await app.outbox.worker.pass()).toBe(1);
      expect(await rowOf(app, id)).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('gives up after the maximum number of attempts and marks the e-mail failed', async () => {
    const sink = await startSmtpSink({ refuse: () => ({ code: 550, message: 'Destinatário inexistente' }) });
    const app = await buildTestApp({ smtpUrl: sink.url, outboxBackoffMs: 50, outboxPollMs: 20, outboxMaxAttempts: 3 });
    try {
      const [id] = await app.outbox.enqueue([mail(3)]);
      const row = await until(async () => {
        const r = await rowOf(app, id);
        return r.status === 'failed' ? r : null;
      }, 10_000, 'e-mail marcado como falho');
      expect(row.attempts).toBe(3);
      expect(row.lastError).toMatch(/550.*Destinatário inexistente/);
      await new Promise((r) => setTimeout(r, 500));
      expect((await rowOf(app, id)).attempts).toBe(3);
      expect(sink.mails).toHaveLength(0);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('releases an attempt whose sender died after claiming it, and sends the e-mail once', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000 });
    try {
      await app.outbox.worker.stop();
      const [id] = await app.outbox.enqueue([mail(4)]);
      // A process claimed attempt 1 ten minutes ago and vanished before recording anything.
      await outboxClaimModel(app.db).create({ _id: `${String(id)}:1`, worker: 'morto', claimedAt: new Date(Date.now() - 10 * 60_000) });
      await app.outbox.worker.pass();
      await app.outbox.worker.pass();
      const row = await rowOf(app, id);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(2);
      expect(sink.mails).toHaveLength(1);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('leaves alone an attempt that a live worker has just claimed', async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 600_000 });
    try {
      await app.outbox.worker.stop();
      const [id] = await app.outbox.enqueue([mail(5)]);
      await outboxClaimModel(app.db).create({ _id: `${String(id)}:1`, worker: 'vivo' });
      expect(await app.outbox.worker.pass()).toBe(0);
      expect(await app.outbox.worker.pass()).toBe(0);
      const row = await rowOf(app, id);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(0);
      expect(sink.mails).toHaveLength(0);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  });

  it('delivers every e-mail after the SMTP server drops its connections and comes back', async () => {
    let sink: SmtpSink = await startSmtpSink();
    const port = sink.port;
    const received = sink.mails;
    const app = await buildTestApp({ smtpUrl: sink.url, outboxBackoffMs: 100, outboxPollMs: 50 });
    try {
      await app.outbox.enqueue(Array.from({ length: 30 }, (_, i) => mail(100 + i)));
      await until(() => received.length >= 5, 20_000, 'os primeiros e-mails');
      await sink.stop();
      await new Promise((r) => setTimeout(r, 300));
      sink = await startSmtpSink({ port, mails: received });
      await until(() => new Set(received.map((m) => m.messageId)).size >= 30, 60_000, 'todos os e-mails');
      await new Promise((r) => setTimeout(r, 500));
      // Only a message cut after the server took it but before the client heard the reply can come twice
      // (at most one per pooled connection); its stable Message-ID lets a mailbox drop the copy.
      expect(new Set(received.map((m) => m.messageId)).size).toBe(30);
      expect(received.length - 30).toBeLessThanOrEqual(4);
      await until(async () => (await outboxModel(app.db).countDocuments({ status: 'sent' })) === 30, 10_000);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  }, 90_000);
});

describe('outbox worker with several API processes on one database', () => {
  it('sends each e-mail exactly once', async () => {
    const sink = await startSmtpSink();
    const first = await buildTestApp({ smtpUrl: sink.url, outboxPollMs: 30 });
    const others = await Promise.all([0, 1, 2].map(() => buildTestApp({ smtpUrl: sink.url, outboxPollMs: 30, mongodbUri: first.config.mongodbUri })));
    try {
      const ids = (await Promise.all([first, ...others].map((app, k) => app.outbox.enqueue(Array.from({ length: 20 }, (_, i) => mail(k * 20 + i)))))).flat();
      await sink.waitFor(80, 90_000);
      await new Promise((r) => setTimeout(r, 1000));
      expect(sink.mails).toHaveLength(80);
      expect(new Set(sink.mails.map((m) => m.messageId))).toEqual(new Set(ids.map((id) => `<${String(id)}@estudio.com.br>`)));
      const rows = await outboxModel(first.db).find().lean();
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      // Every worker took part (the claims name their owner).
      const workers = await outboxClaimModel(first.db).distinct('worker');
      expect(workers.length).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all(others.map((a) => a.close()));
      await dropAndClose(first);
      await sink.stop();
    }
  }, 120_000);
});

describe('outbox without SMTP_URL', () => {
  it('writes each e-mail as an .eml file under MAIL_DIR', async () => {
    const dir = tempMailDir();
    const app = await buildTestApp({ smtpUrl: null, mailDir: dir });
    try {
      const [id] = await app.outbox.enqueue([mail(6)]);
      const files = await until(() => {
        const f = fs.readdirSync(dir).filter((n) => n.endsWith('.eml'));
        return f.length ? f : null;
      }, 5000, 'arquivo .eml');
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`${String(id)}estudiocombr\\.eml$`));
      const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
      expect(raw).toContain('To: pessoa6@exemplo.com.br');
      expect(raw).toContain(`Message-ID: <${String(id)}@estudio.com.br>`);
      await until(async () => (await rowOf(app, id)).status === 'sent', 5000);
      expect(fs.readdirSync(dir)).toEqual(files);
    } finally {
      await dropAndClose(app);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes the folder again when it is removed while the API runs', async () => {
    const dir = tempMailDir();
    const log = { info: () => undefined } as unknown as Parameters<typeof createTransport>[0]['log'];
    const transport = createTransport({ smtpUrl: null, mailDir: dir, log });
    const message = (n: number) => ({ messageId: `<m${n}@estudio.com.br>`, from: 'site@estudio.com.br', to: `pessoa${n}@exemplo.com.br`, subject: `Assunto ${n}`, text: 'Olá' });
    try {
      await transport.send(message(1));
      fs.rmSync(dir, { recursive: true, force: true });
      await transport.send(message(2));
      const files = fs.readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain('To: pessoa2@exemplo.com.br');
    } finally {
      transport.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
