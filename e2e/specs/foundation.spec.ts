import { expect, test } from '@playwright/test';
import { ROUTES } from '../../packages/contracts/src/routes';

const concrete = ROUTES.filter((r) => !r.path.includes(':') && !r.path.includes('*'));

test.describe('route table', () => {
  for (const route of concrete) {
    test(`${route.path} renders ${route.redirectTo ? `via ${route.redirectTo}` : route.screen}`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      if (route.redirectTo) await expect(page).toHaveURL(new RegExp(`${route.redirectTo}$`));
      const [remote, screen] = route.screen.split('/');
      await expect(page.locator(`[data-remote="${remote}"][data-screen="${screen}"]`).first()).toBeVisible();
    });
  }

  test('an unknown path answers 404 and shows the not-found screen', async ({ page }) => {
    const res = await page.goto('/nao-existe');
    expect(res?.status()).toBe(404);
    await expect(page.locator('[data-screen="NotFoundPage"]')).toBeVisible();
  });

  test('the document is in Brazilian Portuguese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  });
});

test('GET /api/health reports the database up', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', db: 'up' });
});

test('an anonymous visitor at /admin is sent to /auth', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
});
