import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_IDLE_MINUTES } from '@studio/contracts/auth';

/** What the session cookie's JWT carries: the user and the server-side session row that must still exist. */
export interface SessionTokenPayload {
  sub: string;
  sid: string;
}

/** The signed-in user, set on the request by the auth decorators. */
export interface RequestUser {
  id: string;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionTokenPayload;
    user: RequestUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: {
      set: (req: FastifyRequest, reply: FastifyReply, payload: SessionTokenPayload) => void;
      clear: (req: FastifyRequest, reply: FastifyReply) => void;
    };
  }
}

const IDLE_S = SESSION_IDLE_MINUTES * 60;

export default fp(
  async (app) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: IDLE_S },
      verify: { algorithms: ['HS256'] },
      cookie: { cookieName: SESSION_COOKIE, signed: false },
    });

    // Secure follows the scheme the visitor used (behind the edge, X-Forwarded-Proto with trustProxy), so the
    // cookie works on http://localhost and is never sent in clear on an https deployment.
    const options = (req: FastifyRequest) => ({
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: req.protocol === 'https',
      path: '/',
    });

    app.decorate('sessionCookie', {
      set: (req, reply, payload) => {
        reply.setCookie(SESSION_COOKIE, app.jwt.sign(payload), { ...options(req), maxAge: IDLE_S });
      },
      clear: (req, reply) => {
        reply.clearCookie(SESSION_COOKIE, options(req));
      },
    });
  },
  { name: 'jwt', dependencies: [] },
);
