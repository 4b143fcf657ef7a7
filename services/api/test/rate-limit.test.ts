import { API_ERRORS } from '@studio/contracts/errors';
import { QUIZ_ERRORS } from '@studio/contracts/quiz';
import { buildTestApp, dropAndClose } from './helper';
import { FixedWindowCounter } from '../src/lib/fixed-window';
import type { App } from '../src/app';

describe('FixedWindowCounter', () => {
  it('counts per key and starts again when the window ends', () => {
    const c = new FixedWindowCounter(60_000);
    expect(c.hit('a', 1_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    expect(c.hit('a', 31_000)).toEqual({ hits: 2, resetInMs: 30_000 });
    expect(c.hit('b', 31_000).hits).toBe(1);
    expect(c.hit('a', 61_000)).toEqual({ hits: 1, resetInMs: 60_000 });
  });
});

describe('RATE_LIMIT_MAX: requests per IP and minute on every route without a limit of its own', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMax: 3, quizRateLimitMax: 1 });
  });
  afterAll(async () => dropAndClose(app));

  const get = (url: string, ip: string) => app.inject({ method: 'GET', url, remoteAddress: ip });

  it('answers 429 in pt-BR with Retry-After past the limit, per IP, 404s included', async () => {
    expect((await get('/api/rota-que-nao-existe', '10.0.0.1')).statusCode).toBe(404);
    expect((await get('/api/auth/me', '10.0.0.1')).statusCode).toBe(200);
    expect((await get('/api/rota-que-nao-existe', '10.0.0.1')).statusCode).toBe(404);
    const over = await get('/api/auth/me', '10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: API_ERRORS.tooManyRequests });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await get('/api/rota-que-nao-existe', '10.0.0.1')).statusCode).toBe(429);
    expect((await get('/api/rota-que-nao-existe', '10.0.0.2')).statusCode).toBe(404);
  });

  it('leaves the answers from memory out: the public settings, lists and items', async () => {
    const reads = ['/api/settings/public', '/api/public/projects', '/api/public/posts', '/api/public/projects/nao-existe', '/api/public/posts/nao-existe'];
    for (let i = 0; i < 3; i++) for (const url of reads) expect((await get(url, '10.0.0.6')).statusCode).not.toBe(429);
    // Counted alike up to here: none of those reads used the address's allowance.
    for (let i = 0; i < 3; i++) expect((await get('/api/rota-que-nao-existe', '10.0.0.6')).statusCode).toBe(404);
    expect((await get('/api/rota-que-nao-existe', '10.0.0.6')).statusCode).toBe(429);
  });

  it('behind the trusted proxy (loopback), counts the visitor named in X-Forwarded-For, not the proxy', async () => {
    const viaProxy = (visitor: string) =>
      app.inject({ method: 'GET', url: '/api/rota-que-nao-existe', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': visitor } });
    for (let i = 0; i < 3; i++) expect((await viaProxy('203.0.113.7')).statusCode).toBe(404);
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(404);
    // A proxy header from an untrusted address names no one: the sender itself is counted.
    const spoofed = () => app.inject({ method: 'GET', url: '/api/rota-que-nao-existe', remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '203.0.113.9' } });
    for (let i = 0; i < 3; i++) expect((await spoofed()).statusCode).toBe(404);
    expect((await get('/api/rota-que-nao-existe', '10.0.0.5')).statusCode).toBe(429);
  });

  it('leaves the health check out, and routes with their own limit to it', async () => {
    for (let i = 0; i < 5; i++) expect((await get('/api/health', '10.0.0.3')).statusCode).toBe(200);
    const quiz = () => app.inject({ method: 'POST', url: '/api/quiz-submissions', remoteAddress: '10.0.0.4', payload: {} });
    expect((await quiz()).statusCode).toBe(400);
    const second = await quiz();
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: QUIZ_ERRORS.rateLimited });
  });
});
