import { buildTestApp, dropAndClose } from './helper';
import { adminCookie } from './auth-helper';
import type { App } from '../src/app';
import { CASE_STUDY_SLUGS } from '@studio/contracts/routes';

const post = { title: 'Artigo público', content: 'Conteúdo completo.', excerpt: 'Resumo', category: 'Branding', status: 'published', featuredImage: '' };
const project = { title: 'Projeto do admin', description: 'Descrição', category: 'Web', client: 'Cliente', date: '2025-01-02', tags: ['Site'], images: [], featured: false, status: 'completed' };

describe('/api/public', () => {
  let app: App;
  let cookie: string;
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers: { cookie }, payload });

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    cookie = await adminCookie(app);
  });
  afterAll(async () => dropAndClose(app));

  it('lists only published articles, and a write shows at once (the cache is invalidated)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public/posts' })).json()).toEqual([]);
    const pub = (await admin('POST', '/api/blog-posts', post)).json();
    await admin('POST', '/api/blog-posts', { ...post, title: 'Rascunho', status: 'draft' });
    await admin('POST', '/api/blog-posts', { ...post, title: 'Agendado', status: 'scheduled' });

    const list = await app.inject({ method: 'GET', url: '/api/public/posts' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    // Cached answers go out in ASCII, the accents as JSON escapes (lib/cached-json.ts); the text is the same.
    expect(list.body).toMatch(/^[\x20-\x7e]*$/);
    expect(list.body).toContain('Artigo p\\u00fablico');
    // The list carries the cards, not the articles' text; the article itself has it.
    expect(list.json()).toEqual([
      { id: pub.id, slug: 'artigo-publico', title: 'Artigo público', excerpt: 'Resumo', category: 'Branding', featuredImage: '', createdAt: pub.createdAt },
    ]);

    const one = await app.inject({ method: 'GET', url: '/api/public/posts/artigo-publico' });
    expect(one.json()).toMatchObject({ title: 'Artigo público', content: 'Conteúdo completo.', updatedAt: pub.updatedAt });
    expect(one.json()).not.toHaveProperty('status');
    expect((await app.inject({ method: 'GET', url: '/api/public/posts/rascunho' })).statusCode).toBe(404);

    await admin('PUT', `/api/blog-posts/${pub.id}`, { ...post, status: 'draft' });
    expect((await app.inject({ method: 'GET', url: '/api/public/posts' })).json()).toEqual([]);
  });

  it('lists completed projects: the seven case studies plus those published from the admin', async () => {
    const description = 'Primeiro parágrafo, o do cartão.\n\nSegundo parágrafo, só na página do projeto.';
    const images = ['https://imagens.exemplo/capa.webp', 'https://imagens.exemplo/galeria.webp'];
    await admin('POST', '/api/projects', { ...project, description, images });
    await admin('POST', '/api/projects', { ...project, title: 'Em andamento', status: 'in-progress' });
    const list = (await app.inject({ method: 'GET', url: '/api/public/projects' })).json() as { slug: string }[];
    expect(list).toHaveLength(8);
    // Each card: the first paragraph and the first image, nothing the card does not show.
    expect(list[0]).toEqual({
      slug: 'projeto-do-admin',
      title: 'Projeto do admin',
      category: 'Web',
      summary: 'Primeiro parágrafo, o do cartão.',
      cover: images[0],
      tags: ['Site'],
    });
    for (const slug of CASE_STUDY_SLUGS) expect(list.some((p) => p.slug === slug)).toBe(true);
    // A project without images has no cover, not a null one.
    expect(list.find((p) => p.slug === CASE_STUDY_SLUGS[0])).not.toHaveProperty('cover');
    const one = await app.inject({ method: 'GET', url: '/api/public/projects/projeto-do-admin' });
    expect(one.json()).toMatchObject({ title: 'Projeto do admin', description, images, client: 'Cliente', date: '2025-01-02', tags: ['Site'] });
    expect((await app.inject({ method: 'GET', url: '/api/public/projects/em-andamento' })).statusCode).toBe(404);
  });

  it('labels every cached answer as JSON', async () => {
    for (const url of ['/api/public/posts', '/api/public/projects', '/api/public/projects/projeto-do-admin', '/api/settings/public']) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, 200, 'application/json; charset=utf-8']);
    }
  });

  it('refuses malformed slugs with 400', async () => {
    for (const slug of ['UPPER', 'a%20b', 'a.b']) {
      expect((await app.inject({ method: 'GET', url: `/api/public/posts/${slug}` })).statusCode).toBe(400);
    }
    // Fastify itself stops over-long path parameters (414).
    expect((await app.inject({ method: 'GET', url: `/api/public/posts/${'x'.repeat(130)}` })).statusCode).toBe(414);
  });
});
