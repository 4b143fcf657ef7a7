import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { API_ERRORS } from '@studio/contracts/errors';
import { HttpError } from '../../lib/errors';
import { FixedWindowCounter } from '../../lib/fixed-window';

const MINUTE = 60_000;

/**
 * `req.ip` without the proxy: with TRUST_PROXY set, Fastify works it out through proxy-addr on every read,
 * parsing and matching the socket's address even when no proxy header came (0.06 of a cached read's
 * throughput in bench:api). Without X-Forwarded-For the answer is always the socket's address.
 */
function clientIp(req: FastifyRequest): string {
  return req.headers['x-forwarded-for'] === undefined ? (req.socket.remoteAddress ?? req.ip) : req.ip;
}

/**
 * Two layers. Routes that need a stricter limit of their own (the quiz, the assistant, sign-in and sign-up)
 * declare it in `config.rateLimit`, and @fastify/rate-limit enforces it. Every other request, 404s included,
 * counts against RATE_LIMIT_MAX per IP and minute in a synchronous hook: the plugin's global hook awaits four
 * promises per request, a tenth of a cached public read's throughput in bench:api, for what is here a Map
 * increment. A route with its own limit, or with `rateLimit: false` (the health check, the answers from memory:
 * FROM_MEMORY), is left to it.
 */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, error: API_ERRORS.tooManyRequests }),
  });
  const max = app.config.rateLimitMax;
  const counter = new FixedWindowCounter(MINUTE);
  app.addHook('onRequest', (req, reply, done) => {
    if (req.routeOptions.config?.rateLimit !== undefined) return done();
    const { hits, resetInMs } = counter.hit(clientIp(req));
    if (hits <= max) return done();
    reply.header('retry-after', String(Math.ceil(resetInMs / 1000)));
    done(new HttpError(429, API_ERRORS.tooManyRequests));
  });
});
