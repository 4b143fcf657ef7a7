import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { API_ERRORS } from '@studio/contracts/errors';
import type { App } from '../src/app';
import { adminCookie, userCookie } from './auth-helper';

export type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** `app.inject` as a signed-in admin (a real sign-in through `POST /api/auth/login`). */
export async function asAdmin(app: App): Promise<Call> {
  const cookie = await adminCookie(app);
  return (opts) => app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie } });
}

/** Every route of a resource answers 401 without a session and 403 to a signed-in non-admin, before any body check. */
export async function expectAdminOnly(app: App, routes: { method: InjectOptions['method']; url: string; payload?: object }[]): Promise<void> {
  const cookie = await userCookie(app);
  for (const r of routes) {
    const anon = await app.inject({ method: r.method, url: r.url, payload: r.payload });
    expect({ route: `${r.method} ${r.url}`, status: anon.statusCode, body: anon.json() }).toEqual({
      route: `${r.method} ${r.url}`,
      status: 401,
      body: { error: API_ERRORS.unauthorized },
    });
    const user = await app.inject({ method: r.method, url: r.url, payload: r.payload, headers: { cookie } });
    expect({ route: `${r.method} ${r.url}`, status: user.statusCode, body: user.json() }).toEqual({
      route: `${r.method} ${r.url}`,
      status: 403,
      body: { error: API_ERRORS.forbidden },
    });
  }
}

/** Hostile or malformed values every body must refuse with a 400 and a pt-BR `{ error }`. */
export const HOSTILE_STRINGS: unknown[] = [{ $gt: '' }, { $ne: null }, ['a'], 42, true, null];

export const MISSING_ID = '0123456789abcdef01234567';
export const BAD_IDS = ['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '0123456789abcdef0123456g', "1' OR '1'='1"];
