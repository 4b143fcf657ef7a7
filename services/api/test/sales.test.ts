import { API_ERRORS } from '@studio/contracts/errors';
import { DASHBOARD_MESSAGES, type SaleBody, type SaleListResponse, type SaleView } from '@studio/contracts/dashboard';
import type { App } from '../src/app';
import { activityModel } from '../src/models/activity';
import { saleModel } from '../src/models/sale';
import { buildTestApp, dropAndClose } from './helper';
import { expectAllRefused } from './support/refusals';
import { asAdmin, BAD_IDS, expectAdminOnly, HOSTILE_STRINGS, MISSING_ID, type Call } from './dashboard-helper';

const valid: SaleBody = {
  client: 'Padaria Estrela',
  service: 'Marketing Digital',
  value: 1234.56,
  date: '2025-05-02',
  dueDate: '2025-05-20',
  status: 'pending',
  description: 'Campanha de Dia das Mães',
};

describe('/api/sales', () => {
  let app: App;
  let admin: Call;
  const list = async (q?: string) =>
    (await admin({ method: 'GET', url: `/api/sales${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}` })).json<SaleListResponse>();

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    admin = await asAdmin(app);
  });
  afterAll(async () => dropAndClose(app));

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/api/sales' },
      { method: 'GET', url: `/api/sales/${MISSING_ID}` },
      { method: 'POST', url: '/api/sales', payload: valid },
      { method: 'PUT', url: `/api/sales/${MISSING_ID}`, payload: valid },
      { method: 'DELETE', url: `/api/sales/${MISSING_ID}` },
    ]);
    expect(await saleModel(app.db).countDocuments()).toBe(3);
  });

  it('starts with the three sample sales and their totals by status', async () => {
    const { items, totals } = await list();
    expect(items).toHaveLength(3);
    expect(items.map((s) => s.status).sort()).toEqual(['overdue', 'paid', 'pending']);
    expect(totals).toEqual({ total: 12800, paid: 8500, pending: 2500, overdue: 1800 });
  });

  it('creates, edits and deletes a sale, the totals following each change', async () => {
    const created = await admin({ method: 'POST', url: '/api/sales', payload: valid });
    expect(created.statusCode).toBe(201);
    const sale = created.json<SaleView>();
    expect(sale).toMatchObject(valid);
    expect((await list()).totals).toEqual({ total: 14034.56, paid: 8500, pending: 3734.56, overdue: 1800 });

    // Paid now, a new value (kept to the cent) and no description.
    const { description: _d, ...withoutDescription } = valid;
    const put = await admin({ method: 'PUT', url: `/api/sales/${sale.id}`, payload: { ...withoutDescription, status: 'paid', value: 100.005 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ status: 'paid', value: 100.01 });
    expect(put.json()).not.toHaveProperty('description');
    expect((await list()).totals).toEqual({ total: 12900.01, paid: 8600.01, pending: 2500, overdue: 1800 });

    expect((await admin({ method: 'DELETE', url: `/api/sales/${sale.id}` })).statusCode).toBe(204);
    expect((await list()).totals).toEqual({ total: 12800, paid: 8500, pending: 2500, overdue: 1800 });
    const gone = await admin({ method: 'GET', url: `/api/sales/${sale.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: DASHBOARD_MESSAGES.saleNotFound });

    const log = await activityModel(app.db).find({ refId: sale.id }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(log.map((l) => l.text)).toEqual([
      'Nova venda registrada: Padaria Estrela · Marketing Digital · R$\u00a01.234,56',
      'Venda atualizada: Padaria Estrela · Marketing Digital · R$\u00a0100,01',
      'Venda excluída: Padaria Estrela · Marketing Digital · R$\u00a0100,01',
    ]);
  });

  it('searches client or service case-insensitively; the totals still cover every sale', async () => {
    const a = (await admin({ method: 'POST', url: '/api/sales', payload: { ...valid, client: 'Clínica Sorriso+', service: 'SEO' } })).json<SaleView>();
    const byService = await list('seo');
    expect(byService.items.map((s) => s.client)).toEqual(['Clínica Sorriso+']);
    expect(byService.totals.total).toBeCloseTo(12800 + valid.value, 2);
    expect((await list('café flor')).items).toHaveLength(2);
    expect((await list('BRAND')).items.map((s) => s.client)).toEqual(['Oliveira Advocacia']);
    expect((await list('sorriso+')).items).toHaveLength(1);
    expect((await list('.+')).items).toHaveLength(0);
    expect((await list('')).items).toHaveLength(4);
    await admin({ method: 'DELETE', url: `/api/sales/${a.id}` });
  });

  it.each([
    ['client', '', DASHBOARD_MESSAGES.clientRequired],
    ['service', '  ', DASHBOARD_MESSAGES.serviceRequired],
    ['value', 0, DASHBOARD_MESSAGES.saleValuePositive],
    ['value', 0.009, DASHBOARD_MESSAGES.saleValuePositive],
    ['value', -5, DASHBOARD_MESSAGES.saleValuePositive],
    ['date', '', DASHBOARD_MESSAGES.dateRequired],
    ['date', '2025-13-01', DASHBOARD_MESSAGES.dateRequired],
    ['dueDate', '', DASHBOARD_MESSAGES.dueDateRequired],
  ])('answers the spec message when %s is %p', async (field, value, message) => {
    const res = await admin({ method: 'POST', url: '/api/sales', payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses unknown fields, wrong types, operators and bad statuses', async () => {
    const bodies: object[] = [
      { ...valid, paidAt: '2025-05-02' },
      { ...valid, status: 'cancelled' },
      { ...valid, value: '1234.56' },
      { ...valid, value: null },
      { ...valid, description: 12 },
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, client: v })),
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, status: v })),
      (({ dueDate: _d, ...rest }) => rest)(valid),
    ];
    await expectAllRefused(admin, '/api/sales', bodies);
    expect(await saleModel(app.db).countDocuments()).toBe(3);
  });

  it('refuses invalid ids with a pt-BR 400', async () => {
    for (const id of BAD_IDS) {
      const res = await admin({ method: 'DELETE', url: `/api/sales/${encodeURIComponent(id)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: API_ERRORS.invalidId });
    }
    expect((await admin({ method: 'PUT', url: `/api/sales/${MISSING_ID}`, payload: valid })).statusCode).toBe(404);
  });
});
