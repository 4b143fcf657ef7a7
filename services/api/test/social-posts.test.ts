import { API_ERRORS } from '@studio/contracts/errors';
import { DASHBOARD_MESSAGES, type SocialPostBody, type SocialPostView } from '@studio/contracts/dashboard';
import type { App } from '../src/app';
import { activityModel } from '../src/models/activity';
import { socialPostModel } from '../src/models/social-post';
import { localIsoDate } from '../src/features/dashboard/today';
import { buildTestApp, dropAndClose } from './helper';
import { expectAllRefused } from './support/refusals';
import { asAdmin, BAD_IDS, expectAdminOnly, HOSTILE_STRINGS, MISSING_ID, type Call } from './dashboard-helper';

const valid: SocialPostBody = {
  date: '2031-08-14',
  client: 'Padaria Estrela',
  platform: 'facebook',
  content: 'Pão de fermentação natural saindo às 7h: venha buscar o seu!',
  time: '07:30',
  status: 'draft',
};

describe('/api/social-posts', () => {
  let app: App;
  let admin: Call;
  const day = async (date: string) => (await admin({ method: 'GET', url: `/api/social-posts?date=${date}` })).json<SocialPostView[]>();

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    admin = await asAdmin(app);
  });
  afterAll(async () => dropAndClose(app));

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/api/social-posts?date=2031-08-14' },
      { method: 'POST', url: '/api/social-posts', payload: valid },
      { method: 'PUT', url: `/api/social-posts/${MISSING_ID}`, payload: valid },
      { method: 'DELETE', url: `/api/social-posts/${MISSING_ID}` },
    ]);
    // nothing was written by the refused calls
    expect(await socialPostModel(app.db).countDocuments()).toBe(2);
  });

  it('starts with the two sample posts: one scheduled today, one draft tomorrow', async () => {
    const all = (await admin({ method: 'GET', url: '/api/social-posts' })).json<SocialPostView[]>();
    expect(all).toHaveLength(2);
    const today = await day(localIsoDate());
    expect(today).toHaveLength(1);
    expect(today[0]).toMatchObject({ status: 'scheduled', platform: 'instagram', client: 'Café Flor de Sal' });
  });

  it('lists a day in time order, and that day only; a month lists its days', async () => {
    const late = await admin({ method: 'POST', url: '/api/social-posts', payload: { ...valid, time: '18:00', platform: 'instagram' } });
    const early = await admin({ method: 'POST', url: '/api/social-posts', payload: valid });
    const nextDay = await admin({ method: 'POST', url: '/api/social-posts', payload: { ...valid, date: '2031-08-15' } });
    const nextMonth = await admin({ method: 'POST', url: '/api/social-posts', payload: { ...valid, date: '2031-09-01' } });
    for (const r of [late, early, nextDay, nextMonth]) expect(r.statusCode).toBe(201);
    expect(early.json()).toMatchObject({ ...valid, id: expect.any(String) });

    expect((await day('2031-08-14')).map((p) => p.time)).toEqual(['07:30', '18:00']);
    expect(await day('2031-08-16')).toEqual([]);
    const month = (await admin({ method: 'GET', url: '/api/social-posts?month=2031-08' })).json<SocialPostView[]>();
    expect(month.map((p) => p.date)).toEqual(['2031-08-14', '2031-08-14', '2031-08-15']);
  });

  it('edits and deletes a post, logging each change', async () => {
    const created = (await admin({ method: 'POST', url: '/api/social-posts', payload: { ...valid, date: '2031-10-10' } })).json<SocialPostView>();
    const put = await admin({ method: 'PUT', url: `/api/social-posts/${created.id}`, payload: { ...valid, date: '2031-10-11', status: 'scheduled' } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ date: '2031-10-11', status: 'scheduled' });
    expect(await day('2031-10-10')).toEqual([]);
    expect(await day('2031-10-11')).toHaveLength(1);

    expect((await admin({ method: 'DELETE', url: `/api/social-posts/${created.id}` })).statusCode).toBe(204);
    expect(await day('2031-10-11')).toEqual([]);
    const missing = await admin({ method: 'PUT', url: `/api/social-posts/${created.id}`, payload: valid });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: DASHBOARD_MESSAGES.postNotFound });

    const log = await activityModel(app.db).find({ refId: created.id }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(log.map((l) => l.text)).toEqual([
      'Novo post criado: Padaria Estrela · Facebook · 10/10/2031',
      'Post atualizado: Padaria Estrela · Facebook · 11/10/2031',
      'Post excluído: Padaria Estrela · Facebook · 11/10/2031',
    ]);
  });

  it.each([
    ['client', '', DASHBOARD_MESSAGES.clientRequired],
    ['content', ' \n ', DASHBOARD_MESSAGES.contentRequired],
    ['time', '', DASHBOARD_MESSAGES.timeRequired],
    ['time', '24:00', DASHBOARD_MESSAGES.timeRequired],
    ['time', '7:30', DASHBOARD_MESSAGES.timeRequired],
    ['date', '', DASHBOARD_MESSAGES.dateRequired],
  ])('answers the spec message when %s is %p', async (field, value, message) => {
    const res = await admin({ method: 'POST', url: '/api/social-posts', payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses unknown fields, wrong types, operators, and statuses outside the form (published)', async () => {
    const before = await socialPostModel(app.db).countDocuments();
    const bodies: object[] = [
      { ...valid, likes: 10 },
      { ...valid, platform: 'tiktok' },
      { ...valid, status: 'published' },
      { ...valid, content: 'x'.repeat(2201) },
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, content: v })),
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, date: v })),
      (({ platform: _p, ...rest }) => rest)(valid),
    ];
    await expectAllRefused(admin, '/api/social-posts', bodies);
    expect(await socialPostModel(app.db).countDocuments()).toBe(before);

    for (const q of ['date=14/08/2031', 'month=2031-8', 'date[$gt]=', 'limit=5']) {
      const res = await admin({ method: 'GET', url: `/api/social-posts?${q}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
  });

  it('refuses invalid ids with a pt-BR 400', async () => {
    for (const id of BAD_IDS) {
      const res = await admin({ method: 'PUT', url: `/api/social-posts/${encodeURIComponent(id)}`, payload: valid });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: API_ERRORS.invalidId });
    }
  });
});
