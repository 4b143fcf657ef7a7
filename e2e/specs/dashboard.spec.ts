import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_MESSAGES, DASHBOARD_TEXTS, DASHBOARD_TOASTS } from '../../packages/contracts/src/dashboard';
import { signInAsAdmin, toast, unique } from '../support/admin';
import { choose, pick, showing } from '../support/select';

/*
 * The dashboard's summary cards and sales totals count every record, so the tests that change them run one
 * after the other (no other spec writes clients, sales or posts).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const pad = (n: number) => String(n).padStart(2, '0');
const br = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** "R$ 12.800,00" → 12800 */
function money(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(digits);
}

async function openDashboard(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin');
  // the first visit loads the admin remote and the dashboard's chunk: allow for a busy machine
  await expect(page.getByTestId('dashboard')).toBeVisible({ timeout: 30_000 });
  // the summary has loaded
  await expect(page.getByTestId('summary-clients-value')).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The services field keeps no value of its own: each choice joins the `chosen` list. */
async function addService(page: Page, field: Locator, chosen: Locator, option: string) {
  await choose(page, field, option, chosen.filter(showing(option)));
}

async function fillDate(field: Locator, value: string) {
  await field.click();
  await field.fill(value);
  await field.press('Enter');
}

async function totals(page: Page) {
  const read = async (k: string) => money(await page.getByTestId(`sales-total-${k}-value`).textContent());
  return { total: await read('total'), paid: await read('paid'), pending: await read('pending'), overdue: await read('overdue') };
}

test('the dashboard: status, maintenance card, Sair, tabs switched in place and quick actions', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: DASHBOARD_TEXTS.title })).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXTS.tagline)).toBeVisible();
  await expect(page.getByTestId('system-status')).toHaveText(DASHBOARD_TEXTS.online);
  await expect(page.getByTestId('maintenance-card')).toContainText('Modo Manutenção');
  await expect(page.getByTestId('dashboard').getByRole('button', { name: DASHBOARD_TEXTS.logout })).toBeVisible();

  for (const name of Object.values(DASHBOARD_TEXTS.tabs)) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('recent-activity')).toBeVisible();
  await expect(page.getByTestId('recent-activity').locator('.ant-list-item')).toHaveCount(3);

  // Quick actions jump to the last four tabs without leaving /admin.
  const jumps: [string, string, Locator][] = [
    ['calendar', 'Calendário', page.getByRole('button', { name: DASHBOARD_TEXTS.newPost })],
    ['clients', 'Clientes', page.getByPlaceholder(DASHBOARD_TEXTS.searchClients)],
    ['sales', 'Vendas', page.getByPlaceholder(DASHBOARD_TEXTS.searchSales)],
    ['instagram', 'Instagram', page.getByRole('button', { name: DASHBOARD_TEXTS.instagramNotify })],
  ];
  for (const [key, tab, shown] of jumps) {
    await openTab(page, 'Visão Geral');
    await page.getByTestId(`quick-${key}`).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(shown).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  }
});

test('clients: create with every rule, edit, search and delete', async ({ page }) => {
  await openDashboard(page);
  await openTab(page, 'Clientes');
  await page.getByRole('button', { name: DASHBOARD_TEXTS.newClient }).click();
  const dialog = page.getByRole('dialog', { name: DASHBOARD_TEXTS.newClient });

  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  for (const m of [DASHBOARD_MESSAGES.nameRequired, DASHBOARD_MESSAGES.emailInvalid, DASHBOARD_MESSAGES.phoneRequired, DASHBOARD_MESSAGES.companyRequired]) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  const company = `Padaria ${unique('estrela')}`;
  await dialog.getByLabel('Nome').fill('Paula Andrade');
  await dialog.getByLabel('Empresa').fill(company);
  await dialog.getByLabel('Email').fill('paula@padaria');
  await dialog.getByLabel('Telefone').fill('(11) 91234-5678');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(dialog.getByText(DASHBOARD_MESSAGES.emailInvalid)).toBeVisible();
  await dialog.getByLabel('Email').fill('paula@padariaestrela.com.br');

  // Status defaults to lead; each service once, removable.
  await expect(dialog.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select')).toContainText('Lead');
  const services = dialog.getByLabel('Adicionar serviço');
  const chosen = dialog.getByRole('list', { name: 'Serviços contratados' }).getByRole('listitem');
  await addService(page, services, chosen, 'Social Media');
  await expect(chosen).toHaveCount(1);
  await addService(page, services, chosen, 'SEO');
  await expect(chosen).toHaveText([/Social Media/, /SEO/]);
  await services.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Social Media$/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Remover SEO').click();
  await expect(chosen).toHaveCount(1);

  await dialog.getByLabel('Valor mensal').fill('-5');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(dialog.getByText(DASHBOARD_MESSAGES.monthlyValuePositive)).toBeVisible();
  await dialog.getByLabel('Valor mensal').fill('0');

  const saving = page.waitForRequest((r) => r.url().endsWith('/api/clients') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await saving;
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.clientCreated)).toBeVisible();
  const card = page.getByTestId('client-card').filter({ hasText: company });
  await expect(card).toContainText('Paula Andrade');
  await expect(card).toContainText('Lead');
  await expect(card).toContainText('Social Media');
  // a monthly value of 0 is not shown
  await expect(card.getByTestId('client-monthly-value')).toHaveCount(0);

  await card.getByRole('button', { name: 'Editar cliente Paula Andrade' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(edit.getByLabel('Empresa')).toHaveValue(company);
  await edit.getByLabel('Valor mensal').fill('1500');
  await pick(page, edit.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select'), 'Inativo');
  await fillDate(edit.getByLabel('Data de início'), '10/02/2025');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.clientUpdated)).toBeVisible();
  await expect(card.getByTestId('client-monthly-value')).toHaveText(/R\$\s1\.500,00\/mês/);
  await expect(card).toContainText('Inativo');
  await expect(card).toContainText('Cliente desde 10/02/2025');

  // Search: case-insensitive, on the company (or the name).
  const search = page.getByPlaceholder(DASHBOARD_TEXTS.searchClients);
  await search.fill(company.toUpperCase());
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(page.getByTestId('client-card')).toContainText(company);
  await search.fill('mariana');
  await expect(page.getByTestId('client-card')).toHaveCount(1);
  await expect(page.getByTestId('client-card')).toContainText('Café Flor de Sal');
  await search.fill('ninguém tem este nome');
  await expect(page.getByText(DASHBOARD_TEXTS.noClients)).toBeVisible();
  await search.fill(company);

  await card.getByRole('button', { name: 'Excluir cliente Paula Andrade' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: DASHBOARD_TEXTS.confirmDeleteClient });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.clientDeleted)).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXTS.noClients)).toBeVisible();
});

test('sales: create, edit, search and delete, with the four totals following', async ({ page }) => {
  await openDashboard(page);
  await openTab(page, 'Vendas');
  await expect(page.getByTestId('sales-total-total-value')).toHaveText(/R\$/);
  const before = await totals(page);
  expect(before.total).toBeCloseTo(before.paid + before.pending + before.overdue, 2);

  await page.getByRole('button', { name: DASHBOARD_TEXTS.newSale }).click();
  const dialog = page.getByRole('dialog', { name: DASHBOARD_TEXTS.newSale });
  // date defaults to today, status to pending
  await expect(dialog.getByLabel('Data', { exact: true })).toHaveValue(br(new Date()));
  await expect(dialog.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select')).toContainText('Pendente');

  await dialog.getByRole('button', { name: 'Criar Venda' }).click();
  for (const m of [DASHBOARD_MESSAGES.clientRequired, DASHBOARD_MESSAGES.serviceRequired, DASHBOARD_MESSAGES.saleValuePositive, DASHBOARD_MESSAGES.dueDateRequired]) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  const client = `Clínica ${unique('sorriso')}`;
  await dialog.getByLabel('Cliente').fill(client);
  await dialog.getByLabel('Serviço').fill('Identidade Visual Completa');
  await dialog.getByLabel('Valor', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Criar Venda' }).click();
  await expect(dialog.getByText(DASHBOARD_MESSAGES.saleValuePositive)).toBeVisible();
  await dialog.getByLabel('Valor', { exact: true }).fill('1234,56');
  await fillDate(dialog.getByLabel('Data de vencimento'), '20/12/2031');
  await dialog.getByLabel('Descrição').fill('Logo, paleta e manual da marca');

  // While saving: 'Criando...' on a disabled button.
  await page.route('**/api/sales', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await new Promise((r) => setTimeout(r, 600));
    return route.continue();
  });
  await dialog.getByRole('button', { name: 'Criar Venda' }).click();
  await expect(dialog.getByRole('button', { name: DASHBOARD_TEXTS.creating })).toBeDisabled();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.saleCreated)).toBeVisible();
  await page.unroute('**/api/sales');

  const card = page.getByTestId('sale-card').filter({ hasText: client });
  await expect(card).toContainText('R$\u00a01.234,56');
  await expect(card).toContainText(`Data: ${br(new Date())}`);
  await expect(card).toContainText('Vencimento: 20/12/2031');
  await expect(card).toContainText('Pendente');
  await expect.poll(async () => (await totals(page)).pending).toBeCloseTo(before.pending + 1234.56, 2);
  expect((await totals(page)).total).toBeCloseTo(before.total + 1234.56, 2);

  await card.getByRole('button', { name: `Editar venda de ${client}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Venda' });
  await expect(edit.getByLabel('Valor', { exact: true })).toHaveValue('1234,56');
  await pick(page, edit.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select'), 'Pago');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.saleUpdated)).toBeVisible();
  await expect(card).toContainText('Pago');
  await expect.poll(async () => (await totals(page)).paid).toBeCloseTo(before.paid + 1234.56, 2);
  const afterEdit = await totals(page);
  expect(afterEdit.pending).toBeCloseTo(before.pending, 2);
  expect(afterEdit.total).toBeCloseTo(before.total + 1234.56, 2);

  const search = page.getByPlaceholder(DASHBOARD_TEXTS.searchSales);
  await search.fill('identidade visual COMPLETA');
  await expect(page.getByTestId('sale-card')).toHaveCount(1);
  await search.fill(client.toLowerCase());
  await expect(page.getByTestId('sale-card')).toHaveCount(1);
  await search.fill('nenhuma venda assim');
  await expect(page.getByText(DASHBOARD_TEXTS.noSales)).toBeVisible();
  await search.fill(client);

  await card.getByRole('button', { name: `Excluir venda de ${client}` }).click();
  await page.getByRole('dialog').filter({ hasText: DASHBOARD_TEXTS.confirmDeleteSale }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.saleDeleted)).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXTS.noSales)).toBeVisible();
  await expect.poll(async () => (await totals(page)).total).toBeCloseTo(before.total, 2);
  expect(await totals(page)).toEqual(before);
});

test('calendar: a post on a chosen date appears on that date only', async ({ page }) => {
  await openDashboard(page);
  await openTab(page, 'Calendário');
  const now = new Date();
  // a day of this month away from today and tomorrow (the sample posts)
  const chosen = new Date(now.getFullYear(), now.getMonth(), now.getDate() <= 12 ? 22 : 6);
  const nextDay = new Date(chosen.getFullYear(), chosen.getMonth(), chosen.getDate() + 1);

  await page.locator(`td[title="${iso(chosen)}"]`).click();
  await expect(page.getByTestId('calendar-day-title')).toHaveText(`Posts de ${br(chosen)}`);
  await page.getByRole('button', { name: DASHBOARD_TEXTS.newPost }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Novo Post · ${br(chosen)}`) });
  await expect(dialog.getByLabel('Cliente')).toBeVisible();
  // A click that lands while the dialog is still zooming in can miss on a loaded machine: click again until validation answers.
  await expect(async () => {
    await dialog.getByRole('button', { name: 'Criar Post' }).click();
    await expect(dialog.getByText(DASHBOARD_MESSAGES.clientRequired)).toBeVisible({ timeout: 2_000 });
  }).toPass();
  for (const m of [DASHBOARD_MESSAGES.contentRequired, DASHBOARD_MESSAGES.timeRequired]) {
    await expect(dialog.getByText(m)).toBeVisible();
  }
  const client = `Academia ${unique('fit')}`;
  await dialog.getByLabel('Cliente').fill(client);
  await pick(page, dialog.getByLabel('Plataforma'), 'LinkedIn');
  await dialog.getByLabel('Horário').fill('09:30');
  await pick(page, dialog.getByLabel('Status'), 'Agendado');
  await dialog.getByLabel('Conteúdo').fill('Vagas abertas para a turma de funcional das 7h.');
  await dialog.getByRole('button', { name: 'Criar Post' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.postCreated)).toBeVisible();

  const post = page.getByTestId('post-card').filter({ hasText: client });
  await expect(post).toContainText('LinkedIn');
  await expect(post).toContainText('Agendado');
  await expect(post).toContainText('09:30');

  await page.locator(`td[title="${iso(nextDay)}"]`).click();
  await expect(page.getByTestId('calendar-day-title')).toHaveText(`Posts de ${br(nextDay)}`);
  await expect(post).toHaveCount(0);
  await expect(page.getByText(DASHBOARD_TEXTS.noPosts)).toBeVisible();

  // Still there after a reload, on its own day only.
  await page.reload();
  await openTab(page, 'Calendário');
  await page.locator(`td[title="${iso(chosen)}"]`).click();
  await expect(page.getByTestId('post-card').filter({ hasText: client })).toBeVisible();
  const stored = (await (await page.request.get(`/api/social-posts?month=${iso(chosen).slice(0, 7)}`)).json()) as { client: string; date: string }[];
  expect(stored.filter((p) => p.client === client).map((p) => p.date)).toEqual([iso(chosen)]);

  await page.getByTestId('post-card').filter({ hasText: client }).getByRole('button', { name: `Excluir post de ${client}` }).click();
  await page.getByRole('dialog').filter({ hasText: DASHBOARD_TEXTS.confirmDeletePost }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.postDeleted)).toBeVisible();
  await expect(page.getByText(DASHBOARD_TEXTS.noPosts)).toBeVisible();
});

test('the summary cards follow the data', async ({ page }) => {
  await openDashboard(page);
  const value = async (id: string) => (await page.getByTestId(`summary-${id}-value`).textContent()) ?? '';
  const posts = Number(await value('posts'));
  const clients = Number(await value('clients'));
  const sales = money(await value('sales'));

  // An active client.
  await openTab(page, 'Clientes');
  await page.getByRole('button', { name: DASHBOARD_TEXTS.newClient }).click();
  const cd = page.getByRole('dialog', { name: DASHBOARD_TEXTS.newClient });
  const company = `Estúdio ${unique('ativo')}`;
  await cd.getByLabel('Nome').fill('Rita Campos');
  await cd.getByLabel('Empresa').fill(company);
  await cd.getByLabel('Email').fill('rita@exemplo.com.br');
  await cd.getByLabel('Telefone').fill('(11) 90000-0000');
  await pick(page, cd.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select'), 'Ativo');
  await cd.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.clientCreated)).toBeVisible();
  await expect(page.getByTestId('summary-clients-value')).toHaveText(String(clients + 1));

  // A post scheduled for today (the calendar opens on today).
  await openTab(page, 'Calendário');
  await page.getByRole('button', { name: DASHBOARD_TEXTS.newPost }).click();
  const pd = page.getByRole('dialog', { name: /Novo Post/ });
  await pd.getByLabel('Cliente').fill(company);
  await pd.getByLabel('Horário').fill('18:00');
  await pick(page, pd.getByLabel('Status'), 'Agendado');
  await pd.getByLabel('Conteúdo').fill('Inauguração hoje às 19h!');
  await pd.getByRole('button', { name: 'Criar Post' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.postCreated)).toBeVisible();
  await expect(page.getByTestId('summary-posts-value')).toHaveText(String(posts + 1));

  // A sale paid today.
  await openTab(page, 'Vendas');
  await page.getByRole('button', { name: DASHBOARD_TEXTS.newSale }).click();
  const sd = page.getByRole('dialog', { name: DASHBOARD_TEXTS.newSale });
  await sd.getByLabel('Cliente').fill(company);
  await sd.getByLabel('Serviço').fill('Social Media');
  await sd.getByLabel('Valor', { exact: true }).fill('1000');
  await fillDate(sd.getByLabel('Data de vencimento'), br(new Date()));
  await pick(page, sd.locator('.ant-form-item').filter({ hasText: 'Status' }).locator('.ant-select'), 'Pago');
  await sd.getByRole('button', { name: 'Criar Venda' }).click();
  await expect(toast(page, 'Sucesso!', DASHBOARD_TOASTS.saleCreated)).toBeVisible();
  await expect.poll(async () => money(await value('sales'))).toBeCloseTo(sales + 1000, 2);

  // The recent activity shows the last three changes, newest first.
  await openTab(page, 'Visão Geral');
  const activity = page.getByTestId('recent-activity').locator('.ant-list-item');
  await expect(activity).toHaveCount(3);
  await expect(activity.nth(0)).toContainText(`Nova venda registrada: ${company}`);
  await expect(activity.nth(1)).toContainText(`Novo post criado: ${company}`);
  await expect(activity.nth(2)).toContainText(`Novo cliente cadastrado: Rita Campos (${company})`);

  // The same numbers after a reload: they come from the server.
  await page.reload();
  await expect(page.getByTestId('summary-clients-value')).toHaveText(String(clients + 1));
  await expect(page.getByTestId('summary-posts-value')).toHaveText(String(posts + 1));
});

test('Instagram: the placeholder, and the interest recorded with at most three toasts of 4 s', async ({ page }) => {
  await openDashboard(page);
  await openTab(page, 'Instagram');
  const tab = page.getByTestId('instagram-tab');
  await expect(tab).toContainText(DASHBOARD_TEXTS.instagramInDevelopment);
  for (const f of DASHBOARD_TEXTS.instagramFeatures) await expect(tab).toContainText(f);

  const button = tab.getByRole('button', { name: DASHBOARD_TEXTS.instagramNotify });
  await button.click();
  await expect(tab.getByRole('status')).toHaveText(/Avisaremos você/);
  // Four toasts in a row: three on screen at most.
  let lastAnswer = 0;
  for (let i = 0; i < 3; i++) {
    const answered = page.waitForResponse('**/api/dashboard/instagram-interest');
    await button.click();
    await answered;
    lastAnswer = Date.now();
  }
  // (a notice pushed out by the limit may still be fading away: it is not counted)
  const notices = page.locator('.ant-notification-notice:not(.ant-notification-fade-leave)');
  await expect(notices.first()).toBeVisible();
  expect(await notices.count()).toBeLessThanOrEqual(3);
  await expect(toast(page, 'Sucesso!', DASHBOARD_TEXTS.instagramInterestAlready)).toBeVisible();
  // and all gone four seconds after the last one (plus its closing animation), not the admin's default five
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 8000 });
  const shownFor = Date.now() - lastAnswer;
  expect(shownFor).toBeGreaterThan(3500);
  expect(shownFor).toBeLessThan(4900);
});

test("'Sair' ends the session and goes to /auth", async ({ page }) => {
  await openDashboard(page);
  await page.getByTestId('dashboard').getByRole('button', { name: DASHBOARD_TEXTS.logout }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user).toBeNull();
  expect((await page.request.get('/api/clients')).status()).toBe(401);
});
