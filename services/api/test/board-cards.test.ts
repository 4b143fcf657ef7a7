import { API_ERRORS } from '@studio/contracts/errors';
import { BOARD_TEXTS, cardProgress, type BoardCardBody, type BoardCardView, type BoardColumnId } from '@studio/contracts/board';
import type { App } from '../src/app';
import { activityModel } from '../src/models/activity';
import { boardCardModel } from '../src/models/board-card';
import { buildTestApp, dropAndClose } from './helper';
import { expectAllRefused } from './support/refusals';
import { asAdmin, BAD_IDS, expectAdminOnly, HOSTILE_STRINGS, MISSING_ID, type Call } from './dashboard-helper';

const minimal: BoardCardBody = { title: 'Novos leads por semana', type: 'metric', priority: 'high' };
const full: BoardCardBody = {
  ...minimal,
  description: 'Leads do orçamento online',
  assignee: 'Ana Souza',
  dueDate: '2031-12-31',
  value: 12.5,
  target: 20.1,
  unit: 'leads',
};

describe('/api/board-cards', () => {
  let app: App;
  let admin: Call;
  const board = async () => (await admin({ method: 'GET', url: '/api/board-cards' })).json<BoardCardView[]>();
  const column = async (c: BoardColumnId) => (await board()).filter((x) => x.column === c).map((x) => x.title);
  const create = async (body: BoardCardBody) => (await admin({ method: 'POST', url: '/api/board-cards', payload: body })).json<BoardCardView>();
  const move = (id: string, body: object) => admin({ method: 'POST', url: `/api/board-cards/${id}/move`, payload: body });

  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
    admin = await asAdmin(app);
  });
  afterAll(async () => dropAndClose(app));

  it('is for admins only: 401 without a session, 403 for a signed-in non-admin', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/api/board-cards' },
      { method: 'POST', url: '/api/board-cards', payload: minimal },
      { method: 'PUT', url: `/api/board-cards/${MISSING_ID}`, payload: minimal },
      { method: 'POST', url: `/api/board-cards/${MISSING_ID}/move`, payload: { column: 'review' } },
      { method: 'DELETE', url: `/api/board-cards/${MISSING_ID}` },
    ]);
    expect(await boardCardModel(app.db).countDocuments()).toBe(4);
  });

  it('starts with the four sample cards, one per column', async () => {
    const cards = await board();
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c.column).sort()).toEqual(['backlog', 'completed', 'in-progress', 'review']);
  });

  it('puts new cards at the end of Backlog, leaving empty optional fields out', async () => {
    const a = await create(minimal);
    expect(a).toMatchObject({ ...minimal, column: 'backlog' });
    for (const k of ['description', 'assignee', 'dueDate', 'value', 'target', 'unit']) expect(a).not.toHaveProperty(k);
    const b = await create(full);
    expect(b).toMatchObject({ ...full, column: 'backlog' });
    expect(b.order).toBeGreaterThan(a.order);
    expect((await column('backlog')).slice(-2)).toEqual([minimal.title, full.title]);
    expect(cardProgress(b)).toBe(62);
  });

  it('moves a card to the end of another column, keeps it there, and ignores a move to the same column', async () => {
    const card = await create({ ...minimal, title: 'Mover para concluído' });
    const res = await move(card.id, { column: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: card.id, column: 'completed' });
    expect((await column('completed')).at(-1)).toBe('Mover para concluído');
    expect(await column('backlog')).not.toContain('Mover para concluído');

    const before = (await board()).find((c) => c.id === card.id);
    const same = await move(card.id, { column: 'completed' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(before);
    expect(await activityModel(app.db).countDocuments({ refId: card.id, action: 'moved' })).toBe(1);
    const log = await activityModel(app.db).findOne({ refId: card.id, action: 'moved' }).lean();
    expect(log?.text).toBe('Métrica movida: Mover para concluído → Concluído');

    // Moving another card there puts it after this one.
    const other = await create({ ...minimal, title: 'Segundo no concluído' });
    await move(other.id, { column: 'completed' });
    expect((await column('completed')).slice(-2)).toEqual(['Mover para concluído', 'Segundo no concluído']);
  });

  it('inserts at an index when one is given', async () => {
    const card = await create({ ...minimal, title: 'Primeiro da revisão' });
    await move(card.id, { column: 'review', index: 0 });
    const review = await column('review');
    expect(review[0]).toBe('Primeiro da revisão');
    expect(review).toContain('Publicar 12 posts no mês');
  });

  it('edits a card without moving it; an absent optional field is removed', async () => {
    const card = await create(full);
    await move(card.id, { column: 'in-progress' });
    const { unit: _u, value: _v, ...rest } = full;
    const res = await admin({ method: 'PUT', url: `/api/board-cards/${card.id}`, payload: { ...rest, title: 'Leads (editado)', priority: 'low' } });
    expect(res.statusCode).toBe(200);
    const edited = res.json<BoardCardView>();
    expect(edited).toMatchObject({ title: 'Leads (editado)', priority: 'low', column: 'in-progress', target: 20.1 });
    expect(edited).not.toHaveProperty('unit');
    expect(edited).not.toHaveProperty('value');
  });

  it('deletes a card', async () => {
    const card = await create({ ...minimal, title: 'Para excluir' });
    expect((await admin({ method: 'DELETE', url: `/api/board-cards/${card.id}` })).statusCode).toBe(204);
    expect((await board()).some((c) => c.id === card.id)).toBe(false);
    const again = await admin({ method: 'DELETE', url: `/api/board-cards/${card.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: BOARD_TEXTS.notFound });
    expect((await move(card.id, { column: 'review' })).statusCode).toBe(404);
  });

  it('requires a title, with the message the form shows', async () => {
    for (const title of ['', '   ']) {
      const res = await admin({ method: 'POST', url: '/api/board-cards', payload: { ...minimal, title } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: BOARD_TEXTS.titleRequired });
    }
  });

  it('refuses unknown fields, wrong types, operators, bad enums and bad moves', async () => {
    const before = await boardCardModel(app.db).countDocuments();
    const bodies: object[] = [
      { ...minimal, column: 'completed' },
      { ...minimal, order: 0 },
      { ...minimal, type: 'kpi' },
      { ...minimal, priority: 'urgent' },
      { ...minimal, value: '12' },
      { ...minimal, target: null },
      { ...minimal, dueDate: '2031-02-31' },
      ...HOSTILE_STRINGS.map((v) => ({ ...minimal, title: v })),
      ...HOSTILE_STRINGS.map((v) => ({ ...minimal, assignee: v })),
      { title: 'Sem tipo' },
    ];
    await expectAllRefused(admin, '/api/board-cards', bodies);
    expect(await boardCardModel(app.db).countDocuments()).toBe(before);

    const [first] = await board();
    for (const body of [{ column: 'done' }, { column: 'review', index: -1 }, { column: 'review', index: 1.5 }, { column: 'review', extra: 1 }, { column: { $ne: '' } }, {}]) {
      const res = await move(first!.id, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
    }
  });

  it('refuses invalid ids with a pt-BR 400', async () => {
    for (const id of BAD_IDS) {
      const res = await move(encodeURIComponent(id), { column: 'review' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: API_ERRORS.invalidId });
    }
  });
});

describe('cardProgress', () => {
  it('is value ÷ target × 100, capped at 100, and absent without a positive target', () => {
    expect(cardProgress({ value: 5, target: 10 })).toBe(50);
    expect(cardProgress({ value: 45, target: 40 })).toBe(100);
    expect(cardProgress({ value: -3, target: 10 })).toBe(0);
    expect(cardProgress({ value: 5 })).toBeNull();
    expect(cardProgress({ target: 5 })).toBeNull();
    expect(cardProgress({ value: 5, target: 0 })).toBeNull();
  });
});
