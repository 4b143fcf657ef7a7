import { expect, test } from '@playwright/test';
import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '../../packages/contracts/src/auth';
import { signInAsAdmin } from '../support/admin';

test.describe('the admin sidebar', () => {
  test('Ctrl+b collapses and expands it, remembered in a 7-day cookie', async ({ page, context }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    const shell = page.locator('.adm-shell');
    await expect(shell).toHaveAttribute('data-sidebar-state', 'expanded');
    const sider = page.locator('.adm-sider');
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(256);
    for (const label of ['Dashboard', 'Kanban', 'Blog', 'Projetos', 'Leads']) {
      await expect(page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: label })).toBeVisible();
    }

    await page.keyboard.press('Control+b');
    await expect(shell).toHaveAttribute('data-sidebar-state', 'collapsed');
    await expect.poll(async () => (await sider.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME);
    expect(cookie?.value).toBe('false');
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(SIDEBAR_COOKIE_MAX_AGE_S - 60);
    expect(lifetime).toBeLessThanOrEqual(SIDEBAR_COOKIE_MAX_AGE_S + 1);

    await page.reload();
    await expect(page.locator('.adm-shell')).toHaveAttribute('data-sidebar-state', 'collapsed');
    await page.keyboard.press('Meta+b');
    await expect(page.locator('.adm-shell')).toHaveAttribute('data-sidebar-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === SIDEBAR_COOKIE_NAME)?.value).toBe('true');
  });

  test('each section has its header title and subtitle', async ({ page }) => {
    await signInAsAdmin(page);
    for (const [path, title] of [
      ['/admin', 'Dashboard Admin'],
      ['/admin/kanban', 'Board de Métricas'],
      ['/admin/blog-posts', 'Blog'],
      ['/admin/projects', 'Projetos'],
      ['/admin/leads', 'Leads'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('.adm-header__title')).toHaveText(title);
      await expect(page.locator('.adm-header__subtitle')).not.toBeEmpty();
    }
  });

  test('on a phone it is an 18rem overlay', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.locator('.adm-shell')).toHaveAttribute('data-sidebar-mode', 'overlay');
    await expect(page.locator('.adm-shell')).toHaveAttribute('data-sidebar-state', 'collapsed');
    await page.getByRole('button', { name: 'Alternar menu lateral' }).click();
    const drawer = page.locator('.adm-drawer');
    await expect(drawer).toBeVisible();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(288);
    await drawer.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts$/);
    await expect(drawer).toBeHidden();
    await context.close();
  });
});
