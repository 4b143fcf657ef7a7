import { API_ERRORS } from '@studio/contracts/errors';
import { CLIENT_SERVICES, DASHBOARD_MESSAGES, type ClientBody, type ClientView } from '@studio/contracts/dashboard';
import type { App } from '../src/app';
import { activityModel } from '../src/models/activity';
import { clientModel } from '../src/models/client';
import { buildTestApp, dropAndClose } from './helper';
import { expectAllRefused } from './support/refusals';
import { asAdmin, BAD_IDS, expectAdminOnly, HOSTILE_STRINGS, MISSING_ID, type Call } from './dashboard-helper';

const valid: ClientBody = {
  name: 'Paula Andrade',
  email: 'paula@padariaestrela.com.br',
  phone: '(11) 91234-5678',
  company: 'Padaria Estrela',
  status: 'lead',
  services: ['Social Media', 'SEO'],
  monthlyValue: 1500.5,
  startDate: '2025-02-10',
};

describe('/api/clients', () => {
  let app: App;
  let admin: Call;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    admin = await asAdmin(app);
  });
  afterAll(async () => dropAndClose(app));

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/api/clients' },
      { method: 'GET', url: `/api/clients/${MISSING_ID}` },
      { method: 'POST', url: '/api/clients', payload: valid },
      { method: 'PUT', url: `/api/clients/${MISSING_ID}`, payload: valid },
      { method: 'DELETE', url: `/api/clients/${MISSING_ID}` },
      // an unauthenticated caller gets 401 even with a malformed body or id: nothing about the schema leaks
      { method: 'POST', url: '/api/clients', payload: { $where: 'x' } },
      { method: 'DELETE', url: '/api/clients/nao-e-id' },
    ]);
    expect(await clientModel(app.db).countDocuments({ company: valid.company })).toBe(0);
  });

  it('starts with the three sample clients of a fresh database', async () => {
    const res = await admin({ method: 'GET', url: '/api/clients' });
    expect(res.statusCode).toBe(200);
    const list = res.json<ClientView[]>();
    expect(list.map((c) => c.company).sort()).toEqual(['Café Flor de Sal', 'Oliveira Advocacia', 'Studio Equilíbrio Pilates']);
    expect(list.filter((c) => c.status === 'active')).toHaveLength(2);
  });

  it('creates, reads, replaces and deletes a client, logging each change', async () => {
    const created = await admin({ method: 'POST', url: '/api/clients', payload: valid });
    expect(created.statusCode).toBe(201);
    const c = created.json<ClientView>();
    expect(c).toMatchObject({ ...valid, id: expect.stringMatching(/^[a-f0-9]{24}$/) });

    const read = await admin({ method: 'GET', url: `/api/clients/${c.id}` });
    expect(read.json()).toEqual(c);

    // A replacement without the optional startDate removes it; the status changes freely.
    const { startDate: _dropped, ...withoutStart } = valid;
    const put = await admin({ method: 'PUT', url: `/api/clients/${c.id}`, payload: { ...withoutStart, status: 'active', monthlyValue: 0 } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ status: 'active', monthlyValue: 0 });
    expect(put.json()).not.toHaveProperty('startDate');

    const del = await admin({ method: 'DELETE', url: `/api/clients/${c.id}` });
    expect(del.statusCode).toBe(204);
    expect((await admin({ method: 'GET', url: `/api/clients/${c.id}` })).statusCode).toBe(404);
    const again = await admin({ method: 'DELETE', url: `/api/clients/${c.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: DASHBOARD_MESSAGES.clientNotFound });

    const log = await activityModel(app.db).find({ refId: c.id }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(log.map((l) => l.action)).toEqual(['created', 'updated', 'deleted']);
    expect(log[0]?.text).toBe('Novo cliente cadastrado: Paula Andrade (Padaria Estrela)');
    expect(log[0]?.actor).toMatch(/@estudio\.com\.br$/);
  });

  it('searches name or company, case-insensitively, with the input taken literally', async () => {
    await admin({ method: 'POST', url: '/api/clients', payload: { ...valid, name: 'Ana (Ateliê)', company: 'Ateliê Flor de Lis' } });
    const search = async (q: string) =>
      (await admin({ method: 'GET', url: `/api/clients?q=${encodeURIComponent(q)}` })).json<ClientView[]>().map((c) => c.name);

    expect(await search('ATELIÊ')).toEqual(['Ana (Ateliê)']);
    expect(await search('flor de')).toEqual(expect.arrayContaining(['Ana (Ateliê)', 'Mariana Costa']));
    expect(await search('mariana')).toEqual(['Mariana Costa']);
    expect(await search('(ateliê)')).toEqual(['Ana (Ateliê)']);
    // regex syntax is escaped: these would match everything (or fail) as patterns
    expect(await search('.*')).toEqual([]);
    expect(await search('[')).toEqual([]);
    expect(await search('a|b')).toEqual([]);
    expect(await search('   ')).toHaveLength(4);
    expect(await search('ninguém-com-esse-nome')).toEqual([]);
  });

  it('refuses bad search queries', async () => {
    const long = await admin({ method: 'GET', url: `/api/clients?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    const extra = await admin({ method: 'GET', url: '/api/clients?q=a&sort=name' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/^Campo não permitido/);
    const operator = await admin({ method: 'GET', url: '/api/clients?q[$ne]=x' });
    expect(operator.statusCode).toBe(400);
  });

  it.each([
    ['name', '', DASHBOARD_MESSAGES.nameRequired],
    ['name', '   ', DASHBOARD_MESSAGES.nameRequired],
    ['email', 'nao-e-email', DASHBOARD_MESSAGES.emailInvalid],
    ['email', '', DASHBOARD_MESSAGES.emailInvalid],
    ['phone', '', DASHBOARD_MESSAGES.phoneRequired],
    ['company', ' ', DASHBOARD_MESSAGES.companyRequired],
    ['monthlyValue', -0.01, DASHBOARD_MESSAGES.monthlyValuePositive],
  ])('answers the spec message when %s is %p', async (field, value, message) => {
    const res = await admin({ method: 'POST', url: '/api/clients', payload: { ...valid, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('refuses unknown fields, wrong types, operators, bad enums and repeated services', async () => {
    const bodies: unknown[] = [
      { ...valid, role: 'admin' },
      { ...valid, _id: MISSING_ID },
      { ...valid, status: 'vip' },
      { ...valid, services: ['Social Media', 'Social Media'] },
      { ...valid, services: ['Padaria'] },
      { ...valid, services: 'SEO' },
      { ...valid, monthlyValue: '1500' },
      { ...valid, monthlyValue: 1e12 },
      { ...valid, startDate: '2025-02-30' },
      { ...valid, startDate: '10/02/2025' },
      { ...valid, name: 'x'.repeat(121) },
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, name: v })),
      ...HOSTILE_STRINGS.map((v) => ({ ...valid, company: v })),
      (({ phone: _p, ...rest }) => rest)(valid),
      [],
    ];
    await expectAllRefused(admin, '/api/clients', bodies);
    const broken = await admin({ method: 'POST', url: '/api/clients', payload: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: API_ERRORS.invalidJson });
    const text = await admin({ method: 'POST', url: '/api/clients', payload: 'texto', headers: { 'content-type': 'text/plain' } });
    expect([400, 415]).toContain(text.statusCode);
    expect(typeof text.json().error).toBe('string');
    expect(await clientModel(app.db).countDocuments({ email: valid.email, name: { $ne: 'Ana (Ateliê)' } })).toBe(0);
  });

  it('accepts every selectable service once', async () => {
    const res = await admin({ method: 'POST', url: '/api/clients', payload: { ...valid, services: [...CLIENT_SERVICES] } });
    expect(res.statusCode).toBe(201);
    expect(res.json().services).toEqual([...CLIENT_SERVICES]);
    await admin({ method: 'DELETE', url: `/api/clients/${res.json().id}` });
  });

  it('refuses invalid ids with a pt-BR 400 and unknown ones with 404', async () => {
    for (const id of BAD_IDS) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await admin({ method, url: `/api/clients/${encodeURIComponent(id)}`, payload: method === 'PUT' ? valid : undefined });
        expect({ id, method, status: res.statusCode, body: res.json() }).toEqual({ id, method, status: 400, body: { error: API_ERRORS.invalidId } });
      }
    }
    const put = await admin({ method: 'PUT', url: `/api/clients/${MISSING_ID}`, payload: valid });
    expect(put.statusCode).toBe(404);
  });
});
