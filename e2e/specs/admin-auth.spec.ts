import { expect, test } from '@playwright/test';
import { AUTH_MESSAGES, AUTH_TEXTS } from '../../packages/contracts/src/auth';
import { DOMAIN, createNonAdmin, signIn, signInAsAdmin, toast, unique, waitForMail } from '../support/admin';

// Journeys through several forms and an e-mail round trip: give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('/auth', () => {
  test('sign up → confirmation e-mail at the SMTP sink → open the link → sign in → /admin', async ({ page }) => {
    const email = `${unique('nova')}@${DOMAIN}`;
    const password = 'senha-segura-1';
    await page.goto('/auth');
    await expect(page.locator('[data-remote="admin"][data-screen="AuthPage"]')).toBeVisible();
    await page.getByRole('tab', { name: AUTH_TEXTS.signupTab }).click();
    const form = page.locator('form[id="signup"]');
    await form.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(email);
    await form.getByLabel(AUTH_TEXTS.password, { exact: true }).fill(password);
    await form.getByLabel(AUTH_TEXTS.confirmPassword).fill(password);
    await form.getByRole('button', { name: AUTH_TEXTS.signUp }).click();
    await expect(toast(page, AUTH_MESSAGES.signupSuccessTitle, AUTH_MESSAGES.signupSuccess)).toBeVisible();
    // the form is cleared after a successful sign-up
    await expect(form.getByLabel(AUTH_TEXTS.email, { exact: true })).toHaveValue('');

    const mail = await waitForMail(email);
    expect(mail).toMatch(/^Subject: .*Confirme/im);
    const link = /(https?:\/\/[^\s"<>]+\/auth\?confirm=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link, 'link de confirmação no e-mail').toBeTruthy();
    expect(new URL(link!).origin).toBe(new URL(page.url()).origin);

    // signing in before confirming is refused with a clear message
    await page.getByRole('tab', { name: AUTH_TEXTS.loginTab }).click();
    const login = page.locator('form[id="login"]');
    await login.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(email);
    await login.getByLabel(AUTH_TEXTS.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(toast(page, AUTH_MESSAGES.loginErrorTitle, AUTH_MESSAGES.notConfirmed)).toBeVisible();

    await page.goto(link!);
    await expect(toast(page, AUTH_MESSAGES.confirmedTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await login.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(email);
    await login.getByLabel(AUTH_TEXTS.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // the toast outlives the change of screen
    await expect(toast(page, AUTH_MESSAGES.loginSuccessTitle, AUTH_MESSAGES.loginSuccess)).toBeVisible();
    await expect(page.locator('[data-screen="AdminApp"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Admin' })).toBeVisible();

    // an authenticated user who opens /auth goes to /admin
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('every sign-up and sign-in rule answers with its toast', async ({ page }) => {
    await page.goto('/auth');
    const login = page.locator('form[id="login"]');
    await login.getByLabel(AUTH_TEXTS.email, { exact: true }).fill('alguem@gmail.com');
    await login.getByLabel(AUTH_TEXTS.password, { exact: true }).fill('qualquer');
    await login.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(toast(page, AUTH_MESSAGES.accessDeniedTitle, AUTH_MESSAGES.accessDenied(DOMAIN))).toBeVisible();

    await login.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(`ninguem@${DOMAIN}`);
    await login.getByRole('button', { name: AUTH_TEXTS.signIn }).click();
    await expect(toast(page, AUTH_MESSAGES.loginErrorTitle, AUTH_MESSAGES.invalidCredentials)).toBeVisible();

    await page.getByRole('tab', { name: AUTH_TEXTS.signupTab }).click();
    const signup = page.locator('form[id="signup"]');
    const fill = async (email: string, password: string, confirm: string) => {
      await signup.getByLabel(AUTH_TEXTS.email, { exact: true }).fill(email);
      await signup.getByLabel(AUTH_TEXTS.password, { exact: true }).fill(password);
      await signup.getByLabel(AUTH_TEXTS.confirmPassword).fill(confirm);
      await signup.getByRole('button', { name: AUTH_TEXTS.signUp }).click();
    };
    await fill('alguem@gmail.com', 'segredo1', 'segredo1');
    await expect(toast(page, AUTH_MESSAGES.accessDeniedTitle, AUTH_MESSAGES.signupDomain(DOMAIN))).toBeVisible();
    await fill(`x@${DOMAIN}`, 'segredo1', 'segredo2');
    await expect(toast(page, AUTH_MESSAGES.signupErrorTitle, AUTH_MESSAGES.passwordsDiffer)).toBeVisible();
    await fill(`x@${DOMAIN}`, '12345', '12345');
    await expect(toast(page, AUTH_MESSAGES.signupErrorTitle, AUTH_MESSAGES.passwordTooShort)).toBeVisible();
    // the seeded demo admin already exists
    await fill(`demo@${DOMAIN}`, 'segredo1', 'segredo1');
    await expect(toast(page, AUTH_MESSAGES.emailTakenTitle, AUTH_MESSAGES.emailTaken)).toBeVisible();

    await expect(page.getByRole('link', { name: AUTH_TEXTS.backToSite })).toHaveAttribute('href', '/');
    await expect(page.getByText(/Área restrita aos administradores/)).toBeVisible();
  });
});

test.describe('the /admin gate', () => {
  test('an anonymous visitor is sent to /auth', async ({ page }) => {
    await page.goto('/admin/blog-posts');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.locator('[data-screen="AuthPage"]')).toBeVisible();
  });

  test('a signed-in user who is not an admin is sent to /', async ({ page }) => {
    const email = `${unique('cliente')}@exemplo.com`;
    await createNonAdmin(email, 'senha-do-cliente');
    await signIn(page.request, email, 'senha-do-cliente');
    const me = await (await page.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ user: { email }, isAdmin: false });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    // and the API refuses it as well
    expect((await page.request.get('/api/blog-posts')).status()).toBe(403);
  });

  test("'Sair' ends the session on the server", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: AUTH_TEXTS.logout }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, AUTH_MESSAGES.logoutTitle)).toBeVisible();
    expect((await (await page.request.get('/api/auth/me')).json()).user).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
