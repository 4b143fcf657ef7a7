import type { App } from '../src/app';
import { userModel } from '../src/models/user';
import { userRoleModel } from '../src/models/user-role';
import { hashPassword } from '../src/features/auth/passwords';

let n = 0;

/** The `session=<jwt>` pair from a response's Set-Cookie, ready for a `cookie` header. */
export function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = all.find((c: string) => c.startsWith('session='));
  if (!found) throw new Error('sem cookie de sessão na resposta');
  return found.split(';')[0]!;
}

/** Creates a confirmed account straight in the database (no e-mail round trip). */
export async function createUser(app: App, opts: { email?: string; password?: string; admin?: 'domain' | 'role' | false } = {}) {
  const admin = opts.admin ?? 'domain';
  const email = opts.email ?? (admin === 'domain' ? `admin${++n}@${app.config.adminEmailDomain}` : `pessoa${++n}@exemplo.com`);
  const password = opts.password ?? 'senha-forte-123';
  const user = await userModel(app.db).create({ email, passwordHash: await hashPassword(password), confirmed: true });
  if (admin === 'role') await userRoleModel(app.db).create({ userId: user._id, role: 'admin' });
  return { id: String(user._id), email, password };
}

export async function login(app: App, loginName: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: loginName, password } });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res);
}

/** A session cookie of a signed-in admin (e-mail in the domain). */
export async function adminCookie(app: App): Promise<string> {
  const u = await createUser(app, { admin: 'domain' });
  return login(app, u.email, u.password);
}

/** A session cookie of a signed-in user who is not an admin (outside the domain, no role row). */
export async function userCookie(app: App): Promise<string> {
  const u = await createUser(app, { admin: false });
  return login(app, u.email, u.password);
}
