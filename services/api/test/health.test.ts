import { jest } from '@jest/globals';
import { mongo } from 'mongoose';
import { buildTestApp, dropAndClose } from './helper';
import type { App } from '../src/app';

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

  it('answers a burst of concurrent checks with one database ping', async () => {
    // Counts the driver's pings and lets each through to the database.
    const ping = jest.spyOn(mongo.Admin.prototype, 'ping');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/health' })));
      expect(answers.map((r) => r.json())).toEqual(Array(20).fill({ status: 'ok', db: 'up' }));
      expect(ping.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(ping.mock.calls.length).toBeLessThan(5);
      // Once answered, the next check pings again.
      const before = ping.mock.calls.length;
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(ping.mock.calls.length).toBe(before + 1);
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
