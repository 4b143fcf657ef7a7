import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { MAINTENANCE_TEXTS } from '../../packages/contracts/src/settings';
import { randomPorts, startStack, type Stack } from '../../scripts/lib/stack';
import { DEMO, signIn, toast } from '../support/admin';

/*
 * Maintenance mode is site-wide: switched on the shared stack it would send every other test's anonymous
 * visitor to /manutencao. These tests get a stack of their own (same builds, own database and ports).
 */
let stack: Stack;
let dataDir: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-maint-'));
  stack = await startStack({
    ports: await randomPorts(),
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function anonymousVisit(browser: Browser, pathname: string) {
  const context = await browser.newContext({ baseURL: stack.url });
  const page = await context.newPage();
  await page.goto(pathname);
  return { page, close: () => context.close() };
}

test('the dashboard switch sends anonymous visitors to /manutencao while the admin keeps browsing; off restores', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: stack.url });
  const admin = await adminContext.newPage();
  await signIn(admin.request, DEMO.email, DEMO.password);
  await admin.goto('/admin');

  const card = admin.getByTestId('maintenance-card');
  await expect(card).toContainText(MAINTENANCE_TEXTS.title);
  await expect(card).toContainText(MAINTENANCE_TEXTS.description);
  const toggle = card.getByRole('switch');
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toast(admin, MAINTENANCE_TEXTS.onTitle)).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await admin.evaluate(() => localStorage.getItem('maintenanceMode'))).toBe('true');
  expect((await (await admin.request.get('/api/settings/public')).json()).maintenanceMode).toBe(true);

  const visitor = await anonymousVisit(browser, '/');
  await expect(visitor.page).toHaveURL(/\/manutencao$/);
  await expect(visitor.page.locator('[data-screen="MaintenancePage"]')).toBeVisible();
  await visitor.page.goto('/projects');
  await expect(visitor.page).toHaveURL(/\/manutencao$/);
  // the sign-in page for admins stays reachable
  await visitor.page.goto('/admin/login');
  await expect(visitor.page.locator('[data-screen="AdminLoginPage"]')).toBeVisible();

  // the signed-in admin still browses the site
  await admin.goto('/projects');
  await expect(admin).toHaveURL(/\/projects$/);
  await admin.goto('/admin');

  await admin.getByTestId('maintenance-card').getByRole('switch').click();
  await expect(toast(admin, MAINTENANCE_TEXTS.offTitle)).toBeVisible();
  expect(await admin.evaluate(() => localStorage.getItem('maintenanceMode'))).toBe('false');

  // A visitor who saw the maintenance page gets the server's 'false' mirrored into local storage on the next
  // load (the cached 'true' may still apply to that first paint), and then browses normally.
  await visitor.page.goto('/');
  await expect.poll(() => visitor.page.evaluate(() => localStorage.getItem('maintenanceMode'))).toBe('false');
  await visitor.page.goto('/');
  await expect(visitor.page).toHaveURL(/\/$/);
  await expect(visitor.page.locator('[data-screen="HomePage"]')).toBeVisible();
  await visitor.close();
  const fresh = await anonymousVisit(browser, '/projects');
  await expect(fresh.page).toHaveURL(/\/projects$/);
  await fresh.close();
  await adminContext.close();
});

test('the switch is admin-only on the server, and refuses other origins', async ({ playwright }) => {
  const anon = await playwright.request.newContext({ baseURL: stack.url });
  expect((await anon.put('/api/settings/maintenance', { data: { maintenanceMode: true } })).status()).toBe(401);
  await signIn(anon, DEMO.email, DEMO.password);
  const foreign = await anon.put('/api/settings/maintenance', { data: { maintenanceMode: true }, headers: { origin: 'https://malicioso.exemplo' } });
  expect(foreign.status()).toBe(403);
  const same = await anon.put('/api/settings/maintenance', { data: { maintenanceMode: false }, headers: { origin: stack.url } });
  expect(same.status()).toBe(200);
  expect((await (await anon.get('/api/settings/public')).json()).maintenanceMode).toBe(false);
  await anon.dispose();
});
