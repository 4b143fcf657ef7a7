import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ERRORS } from '@studio/contracts/errors';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { startEmbeddedDb } from '../../../scripts/lib/embedded-db';
import { freePort, type Child } from '../../../scripts/lib/processes';
import { validSubmission } from '../../../test-support/quiz-fixtures';
import { REOPEN_AFTER_MS } from '../src/plugins/app/database';
import { leadModel } from '../src/models/lead';
import { until } from './support/wait';

// A database of its own, stopped under the app: each write path answers a pt-BR 503, never a 500.
describe('with the database stopped', () => {
  let db: Child;
  let app: App;
  let dir: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-outage-'));
    const port = await freePort();
    db = await startEmbeddedDb({ port, dataDir: dir, quiet: true });
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: `mongodb://127.0.0.1:${port}/outage` }, { outboxPollMs: 50 }));
    await app.ready();
    const ok = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(1) });
    if (ok.statusCode !== 201) throw new Error(`o envio com o banco no ar falhou: ${ok.statusCode} ${ok.body}`);
    await db.stop();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a quiz submission (grouped insert) gets 503 with the pt-BR message and Retry-After', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(2) });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: API_ERRORS.dbUnavailable });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('the health check says the database is down', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ db: 'down' });
  });
});

// The driver's monitor once fell silent for good after a database restart (database drill). Silenced here by
// hand: only the reopened client can see the database again.
describe('with the driver deaf to the database coming back', () => {
  it('reopens the client after REOPEN_AFTER_MS and serves again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-deaf-'));
    const port = await freePort();
    let db = await startEmbeddedDb({ port, dataDir: dir, quiet: true });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: `mongodb://127.0.0.1:${port}/deaf` }, { outboxPollMs: 50 }));
    try {
      await app.ready();
      const client = app.db.getClient() as unknown as { topology: { s: { servers: Map<string, { monitor?: { close: () => void } }> } } };
      await db.stop();
      await until(async () => (app.db.readyState !== 1 ? true : null), 15_000, 'desconexão percebida');
      for (const server of client.topology.s.servers.values()) server.monitor?.close();
      db = await startEmbeddedDb({ port, dataDir: dir, quiet: true });
      const started = Date.now();
      const res = await until(async () => {
        const r = await app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(3) });
        return r.statusCode === 201 ? r : null;
      }, REOPEN_AFTER_MS + 15_000, 'envio aceito depois da volta do banco');
      expect(Date.now() - started).toBeGreaterThan(1000); // the old client could not have answered
      expect(app.db.getClient()).not.toBe(client);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ db: 'up' });
      expect(await leadModel(app.db).countDocuments({ _id: res.json().id })).toBe(1);
    } finally {
      await app.close();
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
