import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_ERRORS } from '@studio/contracts/errors';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { startEmbeddedDb } from '../../../scripts/lib/embedded-db';
import { freePort, type Child } from '../../../scripts/lib/processes';
import { validSubmission } from '../../../test-support/quiz-fixtures';

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
