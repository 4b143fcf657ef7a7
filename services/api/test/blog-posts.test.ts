import { BLOG_MESSAGES } from '@studio/contracts/blog';
import { buildTestApp, dropAndClose } from './helper';
import { adminCookie } from './auth-helper';
import type { App } from '../src/app';

const base = { title: 'Como criar uma marca memorável', content: 'Texto do artigo.', excerpt: '', category: '', status: 'draft', featuredImage: '' };

describe('/api/blog-posts', () => {
  let app: App;
  let cookie: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    cookie = await adminCookie(app);
  });
  afterAll(async () => dropAndClose(app));

  it('creates, lists newest first, updates and deletes', async () => {
    const a = await call('POST', '/api/blog-posts', { ...base, excerpt: '  Resumo  ', category: 'Branding' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ title: base.title, slug: 'como-criar-uma-marca-memoravel', excerpt: 'Resumo', status: 'draft', category: 'Branding' });
    const b = await call('POST', '/api/blog-posts', { ...base, title: 'Segundo artigo', status: 'published' });
    expect(b.statusCode).toBe(201);

    const list = await call('GET', '/api/blog-posts');
    expect(list.json().map((p: { title: string }) => p.title)).toEqual(['Segundo artigo', base.title]);

    const id = a.json().id;
    const upd = await call('PUT', `/api/blog-posts/${id}`, { ...base, title: 'Título novo', status: 'scheduled', featuredImage: 'https://img.exemplo/capa.jpg' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ title: 'Título novo', slug: 'titulo-novo', status: 'scheduled', featuredImage: 'https://img.exemplo/capa.jpg' });
    expect(new Date(upd.json().updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(upd.json().createdAt).getTime());

    expect((await call('DELETE', `/api/blog-posts/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/blog-posts/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/blog-posts/${id}`, base)).json()).toEqual({ error: BLOG_MESSAGES.notFound });
  });

  it('makes unique slugs from the title, and a published article keeps its slug', async () => {
    const one = (await call('POST', '/api/blog-posts', { ...base, title: 'Ação & Reação!', status: 'published' })).json();
    const two = (await call('POST', '/api/blog-posts', { ...base, title: 'Ação  Reação' })).json();
    const three = (await call('POST', '/api/blog-posts', { ...base, title: '!!!' })).json();
    expect([one.slug, two.slug, three.slug]).toEqual(['acao-reacao', 'acao-reacao-2', 'artigo']);
    const renamed = (await call('PUT', `/api/blog-posts/${one.id}`, { ...base, title: 'Outro nome', status: 'published' })).json();
    expect(renamed.slug).toBe('acao-reacao');
  });

  it('two saves of the same title at once both succeed, with different slugs', async () => {
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/blog-posts', { ...base, title: 'Novidades do estúdio' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().slug))).toEqual(new Set(['novidades-do-estudio', 'novidades-do-estudio-2', 'novidades-do-estudio-3']));
  });

  it('answers the spec texts for a blank title or content', async () => {
    const noTitle = await call('POST', '/api/blog-posts', { ...base, title: '   ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toEqual({ error: 'Título é obrigatório' });
    const noContent = await call('POST', '/api/blog-posts', { ...base, content: '' });
    expect(noContent.json()).toEqual({ error: 'Conteúdo é obrigatório' });
  });

  it('refuses operator payloads, unknown fields, bad statuses and bad ids with 400', async () => {
    for (const payload of [
      { ...base, title: { $gt: '' } },
      { ...base, status: 'archived' },
      { ...base, status: { $ne: 'draft' } },
      { ...base, extra: 1 },
      { ...base, content: 'x'.repeat(100_001) },
      { title: 'Só título' },
    ]) {
      const res = await call('POST', '/api/blog-posts', payload);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await call('PUT', '/api/blog-posts/123', base)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/blog-posts/zzzzzzzzzzzzzzzzzzzzzzzz')).statusCode).toBe(400);
  });
});
