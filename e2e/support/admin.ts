import { expect, type APIRequestContext, type Page } from '@playwright/test';
import mongoose from 'mongoose';
import { hash } from '@node-rs/argon2';
import { DEMO_ACCOUNT, demoEmail } from '../../packages/contracts/src/auth';
import { readMailbox } from '../../test-support/smtp-sink';

export const DOMAIN = 'estudio.com.br';
export const DEMO = { email: demoEmail(DOMAIN), password: DEMO_ACCOUNT.password };

/** A unique suffix per test, so parallel tests sharing one stack never collide. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Signs in through the API with the browser context's cookie jar, as a script of the site would. */
export async function signIn(request: APIRequestContext, login: string, password: string): Promise<void> {
  const res = await request.post('/api/auth/login', { data: { login, password } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page.request, DEMO.email, DEMO.password);
}

/** Undoes quoted-printable (soft line breaks and =XX bytes) so links can be read from a raw message. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Waits for a message sent to `to` at the e2e SMTP sink and returns it decoded. */
export async function waitForMail(to: string, timeoutMs = 20_000): Promise<string> {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('E2E_MAILBOX não definido');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readMailbox(dir).find((m) => new RegExp(`^To:.*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(m.raw));
    if (found) return decodeQuotedPrintable(found.raw);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nenhum e-mail para ${to} em ${timeoutMs} ms`);
}

/**
 * A confirmed account outside the admin domain and without a user_roles row: sign-up refuses such e-mails,
 * so the test writes it straight into the stack's database, as an operator would.
 */
export async function createNonAdmin(email: string, password: string): Promise<void> {
  const uri = process.env.E2E_MONGODB_URI;
  if (!uri) throw new Error('E2E_MONGODB_URI não definido');
  const conn = await mongoose.createConnection(uri).asPromise();
  try {
    const now = new Date();
    await conn.collection('users').insertOne({ email, passwordHash: await hash(password), confirmed: true, demo: false, createdAt: now, updatedAt: now });
  } finally {
    await conn.close();
  }
}

/**
 * The antd notification with this title, and this text when given: match both, as an older notification with
 * the same title (the previous try's) may still be on screen.
 */
export function toast(page: Page, title: string, text?: string) {
  const titled = page.locator('.ant-notification-notice').filter({ hasText: title });
  return (text === undefined ? titled : titled.filter({ hasText: text })).first();
}
