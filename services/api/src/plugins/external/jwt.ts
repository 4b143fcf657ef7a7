import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import { parseCookie, stringifySetCookie } from 'cookie';
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
      /** The token the request's cookie carries, if any. */
      read: (req: FastifyRequest) => string | undefined;
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
    });

    // The one cookie of the API, read and written here rather than through @fastify/cookie, whose two global
    // hooks ran on every request (the public reads, most of the traffic, carry no cookie). Secure follows the
    // scheme the visitor used (behind the edge, X-Forwarded-Proto with trustProxy), so the cookie works on
    // http://localhost and is never sent in clear on an https deployment. An answer carries one Set-Cookie:
    // the last decision wins (a stale cookie cleared, then a new one set, on sign-in).
    const write = (req: FastifyRequest, reply: FastifyReply, value: string, maxAge: number) => {
      reply.removeHeader('set-cookie');
      reply.header(
        'set-cookie',
        stringifySetCookie({
          name: SESSION_COOKIE,
          value,
          httpOnly: true,
          sameSite: 'lax',
          secure: req.protocol === 'https',
          path: '/',
          maxAge,
          ...(maxAge === 0 ? { expires: new Date(0) } : {}),
        }),
      );
    };

    app.decorate('sessionCookie', {
      read: (req) => (req.headers.cookie ? parseCookie(req.headers.cookie)[SESSION_COOKIE] : undefined),
      set: (req, reply, payload) => write(req, reply, app.jwt.sign(payload), IDLE_S),
      clear: (req, reply) => write(req, reply, '', 0),
    });
  },
  { name: 'jwt', dependencies: [] },
);
