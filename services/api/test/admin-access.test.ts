import type { InjectOptions } from 'fastify';
import { API_ERRORS } from '@studio/contracts/errors';
import { buildTestApp, dropAndClose } from './helper';
import { createUser, login, userCookie } from './auth-helper';
import type { App } from '../src/app';

const ID = '0123456789abcdef01234567';
const post = { title: 'T', content: 'C', excerpt: '', category: '', status: 'draft', featuredImage: '' };
const project = { title: 'T', description: '', category: '', client: '', date: null, tags: [], images: [], featured: false, status: 'completed' };

/** Every admin route of this issue, with a valid body so only the session decides. */
const ROUTES: { method: InjectOptions['method']; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/blog-posts' },
  { method: 'POST', url: '/api/blog-posts', payload: post },
  { method: 'PUT', url: `/api/blog-posts/${ID}`, payload: post },
  { method: 'DELETE', url: `/api/blog-posts/${ID}` },
  { method: 'GET', url: '/api/projects' },
  { method: 'POST', url: '/api/projects', payload: project },
  { method: 'PUT', url: `/api/projects/${ID}`, payload: project },
  { method: 'DELETE', url: `/api/projects/${ID}` },
  { method: 'GET', url: '/api/leads' },
  { method: 'PATCH', url: `/api/leads/${ID}`, payload: { contacted: true } },
  { method: 'PUT', url: '/api/settings/maintenance', payload: { maintenanceMode: true } },
];

describe('admin routes', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
  });
  afterAll(async () => dropAndClose(app));

  it('answer 401 without a session, even with an invalid body', async () => {
    for (const r of ROUTES) {
      for (const payload of [r.payload, r.payload ? { $where: 'x' } : undefined]) {
        const res = await app.inject({ method: r.method, url: r.url, payload });
        expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.json() }).toEqual({
          route: `${r.method} ${r.url}`,
          status: 401,
          body: { error: API_ERRORS.unauthorized },
        });
      }
    }
  });

  it('answer 403 to a signed-in user who is not an admin', async () => {
    const cookie = await userCookie(app);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ isAdmin: false });
    for (const r of ROUTES) {
      const res = await app.inject({ method: r.method, url: r.url, payload: r.payload, headers: { cookie } });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        body: { error: API_ERRORS.forbidden },
      });
    }
  });

  it('open to an admin by role as well as by domain', async () => {
    const u = await createUser(app, { admin: 'role' });
    const cookie = await login(app, u.email, u.password);
    for (const url of ['/api/blog-posts', '/api/projects', '/api/leads']) {
      expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    }
  });

  it('the domain check is exact and case-insensitive', async () => {
    const upper = await createUser(app, { email: `CHEFE@${app.config.adminEmailDomain.toUpperCase()}`.toLowerCase(), admin: false });
    const lookalike = await createUser(app, { email: `chefe@${app.config.adminEmailDomain}.golpe.com`, admin: false });
    const c1 = await login(app, upper.email.toUpperCase(), upper.password);
    const c2 = await login(app, lookalike.email, lookalike.password);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c1 } })).json().isAdmin).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: c2 } })).json().isAdmin).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie: c2 } })).statusCode).toBe(403);
  });
});
