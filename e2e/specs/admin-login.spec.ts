import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, AUTH_TEXTS, DEMO_ADMIN_ACCOUNT } from '../../packages/contracts/src/auth';
import { DEMO, toast } from '../support/admin';

test.describe('/admin/login', () => {
  test('signs in by username after the 1-second wait, with the demo hint on screen', async ({ page }) => {
    await page.goto('/admin/login');
    const screen = page.locator('[data-remote="admin"][data-screen="AdminLoginPage"]');
    await expect(screen).toContainText(DEMO_ADMIN_ACCOUNT.username);
    await expect(screen).toContainText(DEMO_ADMIN_ACCOUNT.password);
    await page.getByLabel(AUTH_TEXTS.username).fill(DEMO_ADMIN_ACCOUNT.username);
    const password = page.getByLabel(AUTH_TEXTS.password, { exact: true });
    await password.fill(DEMO_ADMIN_ACCOUNT.password);
    // the show/hide toggle
    await expect(password).toHaveAttribute('type', 'password');
    await page.locator('.ant-input-password-icon').click();
    await expect(password).toHaveAttribute('type', 'text');

    const started = Date.now();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(page.getByRole('button', { name: AUTH_TEXTS.signingIn })).toBeDisabled();
    expect((await answered).status()).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, AUTH_MESSAGES.loginSuccessTitle)).toBeVisible();
  });

  test("wrong credentials read 'Credenciais inválidas!'", async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel(AUTH_TEXTS.username).fill('admin');
    await page.getByLabel(AUTH_TEXTS.password, { exact: true }).fill('errada');
    await page.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(toast(page, AUTH_MESSAGES.adminLoginFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('/login (demo)', () => {
  test('shows the demo credentials and signs in on the server, then goes to /admin', async ({ page }) => {
    await page.goto('/login');
    const screen = page.locator('[data-remote="admin"][data-screen="DemoLoginPage"]');
    await expect(screen).toContainText(DEMO.email);
    await expect(screen).toContainText(DEMO.password);
    await page.getByRole('button', { name: 'Preencher' }).click();
    await expect(page.getByLabel(AUTH_TEXTS.email, { exact: true })).toHaveValue(DEMO.email);
    await page.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(toast(page, AUTH_MESSAGES.loginSuccessTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(toast(page, AUTH_MESSAGES.loginSuccessTitle)).toBeVisible();
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ user: { email: DEMO.email }, isAdmin: true });
  });

  test("a wrong password reads 'Email ou senha incorretos.'", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(DEMO.email);
    await page.getByLabel(AUTH_TEXTS.password, { exact: true }).fill('outra-senha');
    await page.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: AUTH_MESSAGES.demoLoginFailed })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
