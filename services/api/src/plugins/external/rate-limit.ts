import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { API_ERRORS } from '@studio/contracts/errors';

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    // The counters go out only with a 429 (with Retry-After): no client of this API reads them on a success,
    // and three more headers on every cached read were a measurable share of its cost (bench:api).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, error: API_ERRORS.tooManyRequests }),
  });
});
