import { buildTestApp, dropAndClose } from './helper';
import { createUser, login, sessionCookieOf } from './auth-helper';
import type { App } from '../src/app';
import { AUTH_MESSAGES, DEMO_ACCOUNT, DEMO_ADMIN_ACCOUNT, demoEmail } from '@studio/contracts/auth';
import { API_ERRORS } from '@studio/contracts/errors';
import { outboxModel } from '../src/models/outbox';
import { userModel } from '../src/models/user';
import { userRoleModel } from '../src/models/user-role';
import { sessionModel } from '../src/models/session';

const DOMAIN = 'estudio.com.br';

function confirmTokenFrom(text: string): string {
  const m = /\/auth\?confirm=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('link de confirmação ausente');
  return m[1]!;
}

describe('sign-up, confirmation and sign-in', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000, publicUrl: 'https://site.exemplo.com.br' });
  });
  afterAll(async () => dropAndClose(app));

  it('refuses a sign-up outside the domain with 403, even called directly', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'alguem@gmail.com', password: 'segredo1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: `Apenas emails @${DOMAIN} podem se cadastrar.` });
    // a look-alike subdomain is not the domain
    const sub = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `a@x.${DOMAIN}`, password: 'segredo1' } });
    expect(sub.statusCode).toBe(403);
    expect(await userModel(app.db).countDocuments({})).toBe(2); // only the two demo accounts
  });

  it('requires at least 6 characters, with the spec text', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `curta@${DOMAIN}`, password: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'A senha deve ter pelo menos 6 caracteres.' });
  });

  it('signs up, e-mails a confirmation link, refuses sign-in until confirmed, then signs in', async () => {
    const email = `Nova.Pessoa@${DOMAIN.toUpperCase()}`;
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password: 'segredo1' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Verifique seu email para confirmar a conta.' });

    const user = await userModel(app.db).findOne({ email: email.toLowerCase() }).lean();
    expect(user?.confirmed).toBe(false);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const mail = await outboxModel(app.db).findOne({ kind: 'signup-confirmation', refId: String(user?._id) }).lean();
    expect(mail?.to).toBe(email.toLowerCase());
    expect(mail?.text).toContain('https://site.exemplo.com.br/auth?confirm=');
    const token = confirmTokenFrom(mail!.text!);
    expect(user?.confirmTokenHash).not.toBe(token);

    const early = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: 'segredo1' } });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: AUTH_MESSAGES.notConfirmed });
    expect(early.headers['set-cookie']).toBeUndefined();

    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: AUTH_MESSAGES.confirmInvalid });

    const ok = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: 'segredo1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email: email.toLowerCase() }, isAdmin: true });
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieOf(ok) } });
    expect(me.json()).toMatchObject({ user: { id: String(user?._id), email: email.toLowerCase() }, isAdmin: true });
    expect(new Date(me.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it("answers 409 with the spec's text for an e-mail already registered (any case)", async () => {
    await createUser(app, { email: `existe@${DOMAIN}` });
    const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: `EXISTE@${DOMAIN}`, password: 'segredo1' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Este email já está registrado. Tente fazer login.' });
  });

  it('marks the cookie Secure when the visitor came over https', async () => {
    const u = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { login: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('Secure');
  });

  it('finds the session among other cookies, and clears a forged one with a single Set-Cookie', async () => {
    const u = await createUser(app);
    const session = await login(app, u.email, u.password);
    const among = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `tema=escuro; ${session}; _ga=GA1.2` } });
    expect(among.json()).toMatchObject({ user: { email: u.email.toLowerCase() } });
    const forged = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'tema=escuro; session=eyJhbGciOiJub25lIn0.e30.' } });
    expect(forged.json()).toEqual({ user: null, isAdmin: false });
    expect(forged.headers['set-cookie']).toMatch(/^session=; Max-Age=0;/);
  });

  it('rejects wrong credentials with the pt-BR text and unknown accounts alike', async () => {
    const u = await createUser(app);
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: u.email, password: 'errada' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Email ou senha incorretos' });
    const unknown = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: `ninguem@${DOMAIN}`, password: 'errada' } });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('signs in the seeded accounts: the demo admin by e-mail and `admin` by username', async () => {
    const demo = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: demoEmail(DOMAIN), password: DEMO_ACCOUNT.password } });
    expect(demo.statusCode).toBe(200);
    expect(demo.json().isAdmin).toBe(true);
    const byName = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: DEMO_ADMIN_ACCOUNT.username.toUpperCase(), password: DEMO_ADMIN_ACCOUNT.password },
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ user: { username: 'admin' }, isAdmin: true });
  });

  it('refuses operator payloads and unknown fields with 400', async () => {
    for (const payload of [
      { login: { $gt: '' }, password: 'x' },
      { login: 'a', password: { $ne: null } },
      { login: 'a', password: 'b', admin: true },
      { email: { $regex: '.*' }, password: 'segredo1' },
    ]) {
      const url = 'email' in payload ? '/api/auth/signup' : '/api/auth/login';
      const res = await app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const badToken = await app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token: { $ne: 'x' } } });
    expect(badToken.statusCode).toBe(400);
  });

  it('answers /me without a session as anonymous', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, isAdmin: false });
  });
});

describe('the session', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 1000 });
  });
  afterAll(async () => dropAndClose(app));

  it('logout ends the session on the server: the old cookie no longer works', async () => {
    const u = await createUser(app);
    const cookie = await login(app, u.email, u.password);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({ user: null, isAdmin: false });
    const admin = await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie } });
    expect(admin.statusCode).toBe(401);
  });

  it('a tampered token gets 401', async () => {
    const u = await createUser(app);
    const cookie = await login(app, u.email, u.password);
    const [name, jwt] = cookie.split('=') as [string, string];
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: '0'.repeat(24) })).toString('base64url');
    for (const bad of [`${h}.${forged}.${s}`, `${h}.${p}.${s.slice(0, -2)}xx`, 'nada']) {
      const res = await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie: `${name}=${bad}` } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: API_ERRORS.unauthorized });
    }
    // a token signed with another secret
    const other = await buildTestApp({ jwtSecret: 'outro-segredo-bem-longo-0123456789-abcdefghij' });
    const alien = other.jwt.sign({ sub: u.id, sid: 'x'.repeat(24) });
    await dropAndClose(other);
    const res = await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie: `session=${alien}` } });
    expect(res.statusCode).toBe(401);
  });

  it('an expired token gets 401', async () => {
    const u = await createUser(app);
    const cookie = await login(app, u.email, u.password);
    const sid = await sessionModel(app.db).findOne({ userId: u.id }).lean();
    const iat = Math.floor(Date.now() / 1000) - 31 * 60;
    const expired = app.jwt.sign({ sub: u.id, sid: sid!._id, iat } as never);
    const res = await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie: `session=${expired}` } });
    expect(res.statusCode).toBe(401);
    // the fresh cookie of the same session still works
    expect((await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie } })).statusCode).toBe(200);
  });

  it('expires after 30 idle minutes on the server even with a valid JWT', async () => {
    const u = await createUser(app);
    const cookie = await login(app, u.email, u.password);
    await sessionModel(app.db).updateMany({ userId: u.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await app.inject({ method: 'GET', url: '/api/blog-posts', headers: { cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('is renewed while in use: a new cookie and a later expiry', async () => {
    const u = await createUser(app);
    await login(app, u.email, u.password);
    const row = await sessionModel(app.db).findOne({ userId: u.id }).lean();
    const iat = Math.floor(Date.now() / 1000) - 5 * 60;
    const older = app.jwt.sign({ sub: u.id, sid: row!._id, iat } as never);
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${older}` } });
    expect(res.json().user.id).toBe(u.id);
    const renewed = sessionCookieOf(res);
    expect(renewed).not.toBe(`session=${older}`);
    const after = await sessionModel(app.db).findById(row!._id).lean();
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
  });

  it('admin = a user_roles row outside the domain; a failed role check is not admin', async () => {
    const u = await createUser(app, { admin: 'role' });
    const cookie = await login(app, u.email, u.password);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { email: u.email }, isAdmin: true });

    const Roles = userRoleModel(app.db);
    const spy = jest.spyOn(Roles, 'exists').mockRejectedValueOnce(new Error('falha simulada'));
    const failed = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(failed.json()).toMatchObject({ user: { email: u.email }, isAdmin: false });
    spy.mockRestore();
  });
});

describe('failed sign-in limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ authRateLimitMax: 3 });
  });
  afterAll(async () => dropAndClose(app));

  const attempt = (loginName: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { login: loginName, password } });

  it('per account: after the limit even the right password from another IP gets 429 in pt-BR', async () => {
    const u = await createUser(app);
    for (let i = 0; i < 3; i++) expect((await attempt(u.email, 'errada', `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const blocked = await attempt(u.email, u.password, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: AUTH_MESSAGES.tooManyAttempts });
  });

  it('per IP: many accounts tried from one address get 429', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(`x${i}@${DOMAIN}`, 'errada', '10.1.1.1')).statusCode).toBe(401);
    const u = await createUser(app);
    expect((await attempt(u.email, u.password, '10.1.1.1')).statusCode).toBe(429);
    expect((await attempt(u.email, u.password, '10.1.1.2')).statusCode).toBe(200);
  });
});

describe('CSRF: state-changing requests from another origin', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ allowedOrigins: ['https://site.exemplo.com.br'] });
  });
  afterAll(async () => dropAndClose(app));

  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { login: 'x@y.com', password: 'segredo' } });

  it('refuses a foreign Origin or Referer with 403 in pt-BR', async () => {
    const evil = await post({ origin: 'https://malicioso.exemplo' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ error: AUTH_MESSAGES.csrfRefused });
    expect((await post({ referer: 'https://malicioso.exemplo/pagina' })).statusCode).toBe(403);
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    // On every state-changing route, ahead of its own session check (which would answer 401).
    for (const [method, url] of [['PUT', '/api/settings/maintenance'], ['DELETE', '/api/blog-posts/0123456789abcdef01234567'], ['POST', '/api/quiz-submissions']] as const) {
      const res = await app.inject({ method, url, headers: { origin: 'https://malicioso.exemplo' }, payload: {} });
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('accepts the allowed origins, the same host, and clients that send neither', async () => {
    expect((await post({ origin: 'https://site.exemplo.com.br' })).statusCode).toBe(401);
    expect((await post({ origin: 'http://api.local:4000', host: 'api.local:4000' })).statusCode).toBe(401);
    expect((await post({})).statusCode).toBe(401);
  });

  it('leaves reads alone', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: 'https://malicioso.exemplo' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('seeded accounts', () => {
  it('ADMIN_EMAIL outside the domain becomes an admin through user_roles; demo accounts vanish when DEMO_LOGIN is off', async () => {
    const app = await buildTestApp({}, { ADMIN_EMAIL: 'dona@gmail.com', ADMIN_PASSWORD: 'senha-da-dona', DEMO_LOGIN: 'false' });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'DONA@gmail.com', password: 'senha-da-dona' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().isAdmin).toBe(true);
      const demo = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: demoEmail(DOMAIN), password: DEMO_ACCOUNT.password } });
      expect(demo.statusCode).toBe(401);
      expect(await userModel(app.db).countDocuments({ demo: true })).toBe(0);
    } finally {
      await dropAndClose(app);
    }
  });
});
