import { buildTestApp, dropAndClose } from './helper';
import type { App } from '../src/app';

const SITE = 'http://localhost:8080';
const PARTNER = 'https://parceiro.exemplo.com.br';

describe('CORS', () => {
  let plain: App;
  let withPartner: App;
  beforeAll(async () => {
    [plain, withPartner] = await Promise.all([buildTestApp(), buildTestApp({ allowedOrigins: [PARTNER] })]);
  });
  afterAll(async () => Promise.all([dropAndClose(plain), dropAndClose(withPartner)]));

  it('is not there when the site is the only origin (the browser calls the API through the edge)', async () => {
    const res = await plain.inject({ method: 'GET', url: '/api/settings/public', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
  });

  it('answers the preflight and the reads of an origin listed in ALLOWED_ORIGINS, with credentials', async () => {
    const preflight = await withPartner.inject({
      method: 'OPTIONS',
      url: '/api/quiz-submissions',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const read = await withPartner.inject({ method: 'GET', url: '/api/public/projects', headers: { origin: PARTNER } });
    expect(read.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(read.headers.vary).toBe('Origin');
  });

  it('gives any other origin nothing to read the answer with', async () => {
    const res = await withPartner.inject({ method: 'GET', url: '/api/public/projects', headers: { origin: 'https://malicioso.exemplo' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
