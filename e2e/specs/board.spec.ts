import { expect, test, type Page } from '@playwright/test';
import { BOARD_COLUMNS, BOARD_TEXTS, type BoardCardBody, type BoardCardView } from '../../packages/contracts/src/board';
import { signInAsAdmin, unique } from '../support/admin';
import { pick } from '../support/select';

test.describe.configure({ timeout: 120_000 });

function notice(page: Page, text: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: text }).first();
}

async function openBoard(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/kanban');
  // the first visit loads the admin remote and the board's chunk: allow for a busy machine
  await expect(page.getByTestId('board')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('board-card').first()).toBeVisible();
}

/** A card made through the API (it lands at the end of Backlog). */
async function cardViaApi(page: Page, title: string, extra: Partial<BoardCardBody> = {}): Promise<BoardCardView> {
  const res = await page.request.post('/api/board-cards', { data: { title, type: 'task', priority: 'medium', ...extra } });
  expect(res.status()).toBe(201);
  return (await res.json()) as BoardCardView;
}

const column = (page: Page, id: string) => page.getByTestId(`column-${id}`);
const cardIn = (page: Page, col: string, title: string) => column(page, col).getByTestId('board-card').filter({ hasText: title });
const titlesIn = (page: Page, col: string) => column(page, col).locator('.board-card__title').allTextContents();

test('four columns with their titles and colours', async ({ page }) => {
  await openBoard(page);
  await expect(page.getByRole('heading', { name: BOARD_TEXTS.title, level: 1 })).toBeVisible();
  for (const col of BOARD_COLUMNS) {
    const el = column(page, col.id);
    await expect(el.getByRole('heading', { name: col.title })).toBeVisible();
    const hex = col.color.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    await expect(el).toHaveCSS('border-top-color', rgb);
  }
});

test("'Nova Métrica': the form's rules, a new card at the end of Backlog with its progress", async ({ page }) => {
  await openBoard(page);
  await page.getByRole('button', { name: BOARD_TEXTS.newCard }).click();
  const dialog = page.getByRole('dialog', { name: BOARD_TEXTS.newCard });
  await expect(dialog.getByRole('button', { name: BOARD_TEXTS.cancel })).toBeVisible();
  await dialog.getByRole('button', { name: BOARD_TEXTS.create }).click();
  await expect(dialog.getByText(BOARD_TEXTS.titleRequired)).toBeVisible();

  const title = `Taxa de resposta ${unique('m')}`;
  await dialog.getByLabel(BOARD_TEXTS.fields.title).fill(title);
  await pick(page, dialog.getByLabel(BOARD_TEXTS.fields.type), 'Meta');
  await pick(page, dialog.getByLabel(BOARD_TEXTS.fields.priority), 'Alta');
  // value and target step by 0.1
  const value = dialog.getByLabel(BOARD_TEXTS.fields.value);
  await value.fill('12');
  await value.press('ArrowUp');
  await expect(value).toHaveValue('12,1');
  await dialog.getByLabel(BOARD_TEXTS.fields.target).fill('11');
  await dialog.getByLabel(BOARD_TEXTS.fields.unit).fill('%');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/board-cards') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: BOARD_TEXTS.create }).click();
  const body = (await (await created).request().postDataJSON()) as Record<string, unknown>;
  // empty optional fields are left out
  expect(body).toEqual({ title, type: 'goal', priority: 'high', value: 12.1, target: 11, unit: '%' });
  await expect(notice(page, BOARD_TEXTS.created)).toBeVisible();

  const card = cardIn(page, 'backlog', title);
  await expect(card).toContainText('Meta');
  await expect(card).toContainText('Alta');
  await expect(card).toContainText('12,1 / 11 %');
  // 12.1 ÷ 11 × 100 capped at 100
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect((await titlesIn(page, 'backlog')).at(-1)).toBe(title);
});

test('a card dragged from Backlog to Concluído goes to the end and is still there after a reload', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Arrastar ${unique('d')}`;
  await cardViaApi(page, title);
  await openBoard(page);

  const card = cardIn(page, 'backlog', title);
  await expect(card).toBeVisible();
  const moved = page.waitForResponse((r) => /\/api\/board-cards\/[a-f0-9]{24}\/move$/.test(r.url()));
  await card.dragTo(column(page, 'completed'));
  expect((await moved).status()).toBe(200);
  await expect(cardIn(page, 'completed', title)).toBeVisible();
  await expect(cardIn(page, 'backlog', title)).toHaveCount(0);
  expect((await titlesIn(page, 'completed')).at(-1)).toBe(title);

  await page.reload();
  await expect(cardIn(page, 'completed', title)).toBeVisible();
  await expect(cardIn(page, 'backlog', title)).toHaveCount(0);
  expect((await titlesIn(page, 'completed')).at(-1)).toBe(title);
});

test('dropping a card on its own column changes nothing', async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Mesma coluna ${unique('s')}`;
  await cardViaApi(page, title);
  await openBoard(page);
  const before = await titlesIn(page, 'backlog');
  let moves = 0;
  page.on('request', (r) => {
    if (r.url().includes('/move')) moves++;
  });
  await cardIn(page, 'backlog', title).dragTo(column(page, 'backlog').getByRole('heading', { name: 'Backlog' }));
  await page.waitForTimeout(500);
  expect(moves).toBe(0);
  expect(await titlesIn(page, 'backlog')).toEqual(before);
});

test("'Mover para' from the card's menu, with the keyboard, and saved", async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Teclado ${unique('k')}`;
  await cardViaApi(page, title);
  await openBoard(page);

  const menu = cardIn(page, 'backlog', title).getByRole('button', { name: `${BOARD_TEXTS.cardMenu}: ${title}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.locator('.ant-dropdown:visible');
  await expect(dropdown.getByRole('menuitem', { name: BOARD_TEXTS.edit })).toBeVisible();
  // 'Editar' is active when the menu opens; down to 'Mover para', right into its submenu, down to 'Revisão'.
  const active = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item-active, .ant-dropdown:visible .ant-dropdown-menu-submenu-active');
  await expect(active).toHaveText(BOARD_TEXTS.edit);
  await page.keyboard.press('ArrowDown');
  await expect(active.first()).toHaveText(BOARD_TEXTS.moveTo);
  await page.keyboard.press('ArrowRight');
  const submenu = page.locator('.ant-dropdown-menu-submenu-popup:visible');
  await expect(submenu.getByRole('menuitem')).toHaveText(['Em Progresso', 'Revisão', 'Concluído']);
  // Focus moves into the submenu once it has opened.
  await expect(submenu.locator(':focus')).toHaveText('Em Progresso');
  await page.keyboard.press('ArrowDown');
  await expect(submenu.locator(':focus')).toHaveText('Revisão');
  await page.keyboard.press('Enter');

  await expect(cardIn(page, 'review', title)).toBeVisible();
  await expect(notice(page, BOARD_TEXTS.moved('Revisão'))).toBeVisible();
  await page.reload();
  await expect(cardIn(page, 'review', title)).toBeVisible();
  expect((await titlesIn(page, 'review')).at(-1)).toBe(title);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true });

  test("'Mover para' with taps: the columns stack and the card moves", async ({ page }) => {
    await signInAsAdmin(page);
    const title = `Toque ${unique('t')}`;
    await cardViaApi(page, title);
    await openBoard(page);

    await cardIn(page, 'backlog', title).getByRole('button', { name: `${BOARD_TEXTS.cardMenu}: ${title}` }).tap();
    await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: BOARD_TEXTS.moveTo }).tap();
    await page.locator('.ant-dropdown-menu-submenu-popup:visible').getByRole('menuitem', { name: 'Em Progresso' }).tap();
    await expect(cardIn(page, 'in-progress', title)).toBeVisible();
    await expect(cardIn(page, 'backlog', title)).toHaveCount(0);
    // one column under the other
    const backlog = await column(page, 'backlog').boundingBox();
    const progress = await column(page, 'in-progress').boundingBox();
    expect(progress!.y).toBeGreaterThan(backlog!.y + backlog!.height - 1);
    await page.reload();
    await expect(cardIn(page, 'in-progress', title)).toBeVisible();
  });
});

test("'Editar' and 'Excluir' from the card's menu", async ({ page }) => {
  await signInAsAdmin(page);
  const title = `Editar ${unique('e')}`;
  await cardViaApi(page, title, { description: 'Antes', unit: 'leads', value: 3, target: 6, assignee: 'Ana Souza', dueDate: '2031-06-30' });
  await openBoard(page);
  const card = cardIn(page, 'backlog', title);
  await expect(card).toContainText('50');
  await expect(card).toContainText('30/06/2031');

  await card.getByRole('button', { name: `${BOARD_TEXTS.cardMenu}: ${title}` }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: BOARD_TEXTS.edit }).click();
  const dialog = page.getByRole('dialog', { name: BOARD_TEXTS.editCard });
  await expect(dialog.getByLabel(BOARD_TEXTS.fields.title)).toHaveValue(title);
  await expect(dialog.getByLabel(BOARD_TEXTS.fields.assignee)).toHaveValue('Ana Souza');
  const renamed = `${title} (revisado)`;
  await dialog.getByLabel(BOARD_TEXTS.fields.title).fill(renamed);
  await dialog.getByLabel(BOARD_TEXTS.fields.unit).fill('');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/api/board-cards/'));
  await dialog.getByRole('button', { name: BOARD_TEXTS.save }).click();
  const sent = (await saved).request().postDataJSON() as Record<string, unknown>;
  expect(sent).not.toHaveProperty('unit');
  await expect(notice(page, BOARD_TEXTS.updated)).toBeVisible();
  const edited = cardIn(page, 'backlog', renamed);
  await expect(edited).toContainText('3 / 6');
  await expect(edited).not.toContainText('leads');

  await edited.getByRole('button', { name: `${BOARD_TEXTS.cardMenu}: ${renamed}` }).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: BOARD_TEXTS.delete }).click();
  await page.getByRole('dialog').filter({ hasText: BOARD_TEXTS.confirmDelete }).getByRole('button', { name: BOARD_TEXTS.delete }).click();
  await expect(notice(page, BOARD_TEXTS.deleted)).toBeVisible();
  await expect(page.getByTestId('board-card').filter({ hasText: renamed })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('board-card').first()).toBeVisible();
  await expect(page.getByTestId('board-card').filter({ hasText: renamed })).toHaveCount(0);
});
