import { CASE_STUDIES } from '@studio/contracts/studio';
import { PROJECT_MESSAGES } from '@studio/contracts/projects';
import { buildTestApp, dropAndClose } from './helper';
import { adminCookie } from './auth-helper';
import type { App } from '../src/app';

const base = { title: 'Marca da Padaria Trigo', description: '', category: '', client: '', date: null, tags: [], images: [], featured: false, status: 'completed' };

describe('/api/projects', () => {
  let app: App;
  let cookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    cookie = await adminCookie(app);
  });
  afterAll(async () => dropAndClose(app));

  it('starts with the seven case studies, completed, under their slugs', async () => {
    const list = (await call('GET', '/api/projects')).json() as { slug: string; status: string; title: string }[];
    expect(list).toHaveLength(7);
    expect(new Set(list.map((p) => p.slug))).toEqual(new Set(CASE_STUDIES.map((c) => c.slug)));
    expect(list.every((p) => p.status === 'completed')).toBe(true);
  });

  it('creates with cleaned lists and a date, updates, and deletes', async () => {
    const res = await call('POST', '/api/projects', {
      ...base,
      client: ' Padaria Trigo ',
      date: '2025-03-09',
      tags: [' Branding ', '', 'Branding', 'Embalagem', '   '],
      images: ['https://img.exemplo/1.jpg', 'https://img.exemplo/1.jpg ', 'https://img.exemplo/2.jpg'],
      featured: true,
      status: 'in-progress',
    });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      slug: 'marca-da-padaria-trigo',
      client: 'Padaria Trigo',
      date: '2025-03-09',
      tags: ['Branding', 'Embalagem'],
      images: ['https://img.exemplo/1.jpg', 'https://img.exemplo/2.jpg'],
      featured: true,
      status: 'in-progress',
    });
    const list = (await call('GET', '/api/projects')).json();
    expect(list[0].id).toBe(p.id);

    const upd = await call('PUT', `/api/projects/${p.id}`, { ...base, title: 'Padaria Trigo: marca nova', date: null });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ date: null, slug: 'padaria-trigo-marca-nova', status: 'completed', tags: [] });

    expect((await call('DELETE', `/api/projects/${p.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/projects/${p.id}`)).json()).toEqual({ error: PROJECT_MESSAGES.notFound });
  });

  it('never takes a case study slug', async () => {
    const res = await call('POST', '/api/projects', { ...base, title: 'Harmonius Blend' });
    expect(res.json().slug).toBe('harmonius-blend-2');
  });

  it('refuses bad dates, blank titles, operators and oversized lists with 400', async () => {
    expect((await call('POST', '/api/projects', { ...base, title: ' ' })).json()).toEqual({ error: 'Título é obrigatório' });
    for (const date of ['09/03/2025', '2025-02-30', '2025-13-01', { $gt: '' }]) {
      const res = await call('POST', '/api/projects', { ...base, date });
      expect(res.statusCode).toBe(400);
    }
    expect((await call('POST', '/api/projects', { ...base, date: '2025-02-30' })).json()).toEqual({ error: PROJECT_MESSAGES.invalidDate });
    for (const payload of [
      { ...base, tags: [{ $ne: null }] },
      { ...base, tags: 'Branding' },
      { ...base, images: Array.from({ length: 21 }, (_, i) => `https://img/${i}`) },
      { ...base, featured: 'true' },
      { ...base, status: 'done' },
      { ...base, owner: 'x' },
    ]) {
      const res = await call('POST', '/api/projects', payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
