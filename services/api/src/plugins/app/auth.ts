import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { API_ERRORS } from '@studio/contracts/errors';
import { AUTH_MESSAGES, SESSION_IDLE_MINUTES, type MeResponse } from '@studio/contracts/auth';
import { HttpError } from '../../lib/errors';
import { userModel, type UserDoc } from '../../models/user';
import { userRoleModel } from '../../models/user-role';
import { sessionModel } from '../../models/session';
import { inAdminDomain } from '../../features/auth/admin-rule';
import { newSessionId } from '../../features/auth/tokens';
import { seedAccounts } from '../../features/auth/seed';
import type { SessionTokenPayload } from '../external/jwt';

export interface ResolvedSession {
  user: Pick<UserDoc, '_id' | 'email' | 'username' | 'demo'>;
  sessionId: string;
  expiresAt: Date;
}

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler/onRequest: 401 without a valid session; sets `req.user`. */
    authenticate: Hook;
    /** preHandler/onRequest: 401 without a session, 403 for a signed-in user who is not an admin. */
    requireAdmin: Hook;
    auth: {
      /** The request's session (memoised per request), renewing the cookie while in use; null when none. */
      session: (req: FastifyRequest, reply: FastifyReply) => Promise<ResolvedSession | null>;
      isAdmin: (req: FastifyRequest, user: ResolvedSession['user']) => Promise<boolean>;
      start: (req: FastifyRequest, reply: FastifyReply, user: ResolvedSession['user']) => Promise<MeResponse>;
      end: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
      me: (req: FastifyRequest, reply: FastifyReply) => Promise<MeResponse>;
    };
  }
}

const IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
/** A fresh cookie at most once a minute while in use: the idle clock restarts without a write per request. */
const RENEW_AFTER_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    const Users = userModel(app.db);
    const Roles = userRoleModel(app.db);
    const Sessions = sessionModel(app.db);
    const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | null>>();
    const adminChecks = new WeakMap<FastifyRequest, Promise<boolean>>();

    async function resolve(req: FastifyRequest, reply: FastifyReply): Promise<ResolvedSession | null> {
      const token = app.sessionCookie.read(req);
      if (!token) return null;
      let payload: SessionTokenPayload & { iat?: number };
      try {
        payload = app.jwt.verify<SessionTokenPayload & { iat?: number }>(token);
      } catch {
        app.sessionCookie.clear(req, reply);
        return null;
      }
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string' || !Types.ObjectId.isValid(payload.sub)) return null;
      const now = Date.now();
      const row = await Sessions.findById(payload.sid).lean();
      if (!row || String(row.userId) !== payload.sub || row.expiresAt.getTime() <= now) {
        app.sessionCookie.clear(req, reply);
        return null;
      }
      const user = await Users.findById(payload.sub, { email: 1, username: 1, demo: 1 }).lean();
      if (!user || (user.demo && !app.config.demoLogin)) {
        app.sessionCookie.clear(req, reply);
        return null;
      }
      let expiresAt = row.expiresAt;
      const issuedAt = (payload.iat ?? 0) * 1000;
      if (now - issuedAt >= RENEW_AFTER_MS) {
        expiresAt = new Date(now + IDLE_MS);
        await Sessions.updateOne({ _id: row._id }, { $set: { expiresAt } });
        app.sessionCookie.set(req, reply, { sub: payload.sub, sid: row._id });
      }
      req.user = { id: String(user._id), email: user.email };
      return { user, sessionId: row._id, expiresAt };
    }

    function session(req: FastifyRequest, reply: FastifyReply) {
      let p = resolved.get(req);
      if (!p) {
        p = resolve(req, reply);
        resolved.set(req, p);
      }
      return p;
    }

    function isAdmin(req: FastifyRequest, user: ResolvedSession['user']): Promise<boolean> {
      let p = adminChecks.get(req);
      if (!p) {
        p = (async () => {
          if (inAdminDomain(user.email, app.config.adminEmailDomain)) return true;
          try {
            return Boolean(await Roles.exists({ userId: user._id, role: 'admin' }));
          } catch (err) {
            // admin-area.md §6: a failed role check is logged and treated as not admin.
            req.log.error({ err, userId: String(user._id) }, 'falha ao verificar papel de admin');
            return false;
          }
        })();
        adminChecks.set(req, p);
      }
      return p;
    }

    const meOf = async (req: FastifyRequest, s: ResolvedSession): Promise<MeResponse> => ({
      user: { id: String(s.user._id), email: s.user.email, ...(s.user.username ? { username: s.user.username } : {}) },
      isAdmin: await isAdmin(req, s.user),
      expiresAt: s.expiresAt.toISOString(),
    });

    app.decorate('auth', {
      session,
      isAdmin,
      start: async (req, reply, user) => {
        const sid = newSessionId();
        const expiresAt = new Date(Date.now() + IDLE_MS);
        await Sessions.create({ _id: sid, userId: user._id, expiresAt, ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) });
        // Expired rows are pruned by date (FerretDB has no TTL index).
        void Sessions.deleteMany({ expiresAt: { $lt: new Date(Date.now() - IDLE_MS) } }).catch(() => undefined);
        app.sessionCookie.set(req, reply, { sub: String(user._id), sid });
        const s: ResolvedSession = { user, sessionId: sid, expiresAt };
        resolved.set(req, Promise.resolve(s));
        req.user = { id: String(user._id), email: user.email };
        return meOf(req, s);
      },
      end: async (req, reply) => {
        const s = await session(req, reply);
        if (s) await Sessions.deleteOne({ _id: s.sessionId });
        app.sessionCookie.clear(req, reply);
      },
      me: async (req, reply) => {
        const s = await session(req, reply);
        return s ? meOf(req, s) : { user: null, isAdmin: false };
      },
    });

    app.decorate('authenticate', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!(await session(req, reply))) throw new HttpError(401, API_ERRORS.unauthorized);
    });

    app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
      const s = await session(req, reply);
      if (!s) throw new HttpError(401, API_ERRORS.unauthorized);
      if (!(await isAdmin(req, s.user))) throw new HttpError(403, API_ERRORS.forbidden);
    });

    // CSRF: a state-changing request must come from the site itself. Browsers send Origin (or at least
    // Referer) on such requests; a client that sends neither is not a browser and carries no ambient cookie risk.
    // Origins as URL gives them, scheme and host in lower case (config reduces ALLOWED_ORIGINS the same way).
    const allowed = new Set([new URL(app.config.publicUrl).origin, ...app.config.allowedOrigins]);
    // A callback hook, run before every route's own: the reads, most of the traffic, leave at the first line
    // without the promise an async hook costs on each request.
    app.addHook('onRequest', (req, _reply, done) => {
      if (SAFE_METHODS.has(req.method)) return done();
      const origin = req.headers.origin ?? refererOrigin(req.headers.referer);
      if (origin === undefined || allowed.has(origin.toLowerCase())) return done();
      let host: string | null = null;
      try {
        host = new URL(origin).host.toLowerCase();
      } catch {
        host = null;
      }
      if (host && host === String(req.host).toLowerCase()) return done();
      req.log.warn({ origin, url: req.url }, 'requisição recusada: origem não permitida');
      done(new HttpError(403, AUTH_MESSAGES.csrfRefused));
    });

    app.addHook('onReady', async () => {
      try {
        await seedAccounts(app.db, app.config, app.log);
      } catch (err) {
        app.log.error({ err }, 'não foi possível criar as contas iniciais (banco indisponível?)');
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
