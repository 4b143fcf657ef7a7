import { jest } from '@jest/globals';
import { mongo } from 'mongoose';
import { buildTestApp, dropAndClose } from './helper';
import type { App } from '../src/app';
import { PING_MAX_AGE_MS } from '../src/plugins/app/database';

describe('GET /api/health', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => dropAndClose(app));

  it('reports the real database state', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'up' });
  });

  it('pings the database at most once per PING_MAX_AGE_MS, however many checks come', async () => {
    // Counts the driver's pings and lets each through to the database.
    const ping = jest.spyOn(mongo.Admin.prototype, 'ping');
    const check = () => app.inject({ method: 'GET', url: '/api/health' }).then((r) => r.json());
    try {
      await new Promise((r) => setTimeout(r, PING_MAX_AGE_MS));
      const answers = await Promise.all(Array.from({ length: 20 }, check));
      expect(answers).toEqual(Array(20).fill({ status: 'ok', db: 'up' }));
      expect(ping).toHaveBeenCalledTimes(1);
      // Answered, and still young: the next checks give the same answer without asking again.
      expect(await check()).toEqual({ status: 'ok', db: 'up' });
      expect(ping).toHaveBeenCalledTimes(1);
      await new Promise((r) => setTimeout(r, PING_MAX_AGE_MS));
      expect(await check()).toEqual({ status: 'ok', db: 'up' });
      expect(ping).toHaveBeenCalledTimes(2);
    } finally {
      ping.mockRestore();
    }
  });

  it('answers unknown routes with a pt-BR 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Rota não encontrada.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health/');
  });

  it('sets security headers and no stack traces', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 with db down instead of hanging', async () => {
    const app = await buildTestApp({ mongodbUri: 'mongodb://127.0.0.1:1/nada' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', db: 'down' });
    await app.close();
  });
});
