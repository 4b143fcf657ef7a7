import { DASHBOARD_TEXTS, type DashboardSummary } from '@studio/contracts/dashboard';
import type { App } from '../src/app';
import { activityModel } from '../src/models/activity';
import { leadModel } from '../src/models/lead';
import { seedMarkerModel } from '../src/models/seed-marker';
import { clientModel } from '../src/models/client';
import { seedDashboard } from '../src/features/dashboard/seed';
import { localIsoDate, monthStart } from '../src/features/dashboard/today';
import { buildTestApp, dropAndClose } from './helper';
import { asAdmin, expectAdminOnly, type Call } from './dashboard-helper';

const client = { name: 'Novo Ativo', email: 'ativo@exemplo.com.br', phone: '11 90000-0000', company: 'Empresa Ativa', status: 'active', services: [], monthlyValue: 0 };

describe('/api/dashboard', () => {
  let app: App;
  let admin: Call;
  const today = localIsoDate();
  const summary = async (day = today) => (await admin({ method: 'GET', url: `/api/dashboard/summary?today=${day}` })).json<DashboardSummary>();

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000, salesMonthlyGoal: 25000 });
    admin = await asAdmin(app);
  });
  afterAll(async () => dropAndClose(app));

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/api/dashboard/summary' },
      { method: 'POST', url: '/api/dashboard/instagram-interest' },
    ]);
    expect(await activityModel(app.db).countDocuments({ resource: 'instagram' })).toBe(0);
  });

  it('computes the cards from the sample data of a fresh database', async () => {
    const s = await summary();
    expect(s).toMatchObject({
      today,
      postsToday: 1,
      activeClients: 2,
      totalClients: 3,
      salesThisMonth: 8500,
      salesGoal: 25000,
      quizLeads: 0,
      conversionRate: 67,
    });
    expect(s.recentActivity).toHaveLength(3);
    // the seed logged its own rows; the newest first
    expect(s.recentActivity[0]?.text).toMatch(/^Novo post criado: /);
    expect(s.recentActivity[0]?.actor).toBe('sistema');
  });

  it('follows the data: posts, clients, paid sales, quiz leads and the activity', async () => {
    const post = { date: today, client: 'Padaria Estrela', platform: 'instagram', content: 'Promoção', time: '09:00' };
    await admin({ method: 'POST', url: '/api/social-posts', payload: { ...post, status: 'scheduled' } });
    await admin({ method: 'POST', url: '/api/social-posts', payload: { ...post, status: 'draft' } }); // drafts do not count
    await admin({ method: 'POST', url: '/api/clients', payload: client });
    const sale = { client: 'Empresa Ativa', service: 'SEO', value: 1000.5, date: today, dueDate: today, status: 'paid' };
    await admin({ method: 'POST', url: '/api/sales', payload: sale });
    await admin({ method: 'POST', url: '/api/sales', payload: { ...sale, status: 'pending' } }); // not paid
    await admin({ method: 'POST', url: '/api/sales', payload: { ...sale, date: monthStart(today, -1) } }); // last month
    await leadModel(app.db).create({
      answers: new Map([['1', ['Branding']]]),
      contact: { nome: 'Visitante', email: 'v@exemplo.com', preferenciaContato: 'email' },
    });

    const s = await summary();
    expect(s).toMatchObject({ postsToday: 2, activeClients: 3, totalClients: 4, salesThisMonth: 9500.5, quizLeads: 1 });
    expect(s.conversionRate).toBe(Math.round((3 / 5) * 100));
    expect(s.recentActivity.map((a) => a.text)).toEqual([
      'Nova venda registrada: Empresa Ativa · SEO · R$\u00a01.000,50',
      'Nova venda registrada: Empresa Ativa · SEO · R$\u00a01.000,50',
      'Nova venda registrada: Empresa Ativa · SEO · R$\u00a01.000,50',
    ]);
    expect(s.recentActivity[0]?.actor).toMatch(/@estudio\.com\.br$/);

    // another day is another set of posts
    expect((await summary('2031-01-01')).postsToday).toBe(0);
  });

  it('answers 0% conversion when there is no one, instead of dividing by zero', async () => {
    const other = await buildTestApp({ authRateLimitMax: 1000 });
    try {
      await clientModel(other.db).deleteMany({});
      const call = await asAdmin(other);
      const s = (await call({ method: 'GET', url: '/api/dashboard/summary' })).json<DashboardSummary>();
      expect(s.conversionRate).toBe(0);
      expect(s.today).toBe(localIsoDate());
    } finally {
      await dropAndClose(other);
    }
  });

  it('refuses a bad day or unknown query fields', async () => {
    for (const q of ['today=2025-02-30', 'today=hoje', 'today[$gt]=', 'x=1']) {
      const res = await admin({ method: 'GET', url: `/api/dashboard/summary?${q}` });
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
    }
  });

  it('records the interest in the Instagram tab once, and says so', async () => {
    const first = await admin({ method: 'POST', url: '/api/dashboard/instagram-interest' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: DASHBOARD_TEXTS.instagramInterestSaved, alreadyRegistered: false });
    const second = await admin({ method: 'POST', url: '/api/dashboard/instagram-interest' });
    expect(second.json()).toEqual({ message: DASHBOARD_TEXTS.instagramInterestAlready, alreadyRegistered: true });
    expect((await summary()).recentActivity[0]?.text).toBe('Interesse registrado nos relatórios do Instagram');
  });

  it('seeds once: deleted sample data does not come back, and a second seeder backs off', async () => {
    await clientModel(app.db).deleteMany({ company: 'Café Flor de Sal' });
    expect(await seedDashboard(app.db, today)).toBe(false);
    expect(await clientModel(app.db).countDocuments({ company: 'Café Flor de Sal' })).toBe(0);
    expect(await seedMarkerModel(app.db).countDocuments({ _id: 'dashboard:sample-data' })).toBe(1);
  });

  it('seeds once even when two API instances start on the same fresh database', async () => {
    const other = await buildTestApp({ authRateLimitMax: 1000 });
    try {
      await seedMarkerModel(other.db).deleteMany({});
      await clientModel(other.db).deleteMany({});
      const results = await Promise.all([seedDashboard(other.db, today), seedDashboard(other.db, today)]);
      expect([...results].sort()).toEqual([false, true]);
      expect(await clientModel(other.db).countDocuments()).toBe(3);
    } finally {
      await dropAndClose(other);
    }
  });
});
