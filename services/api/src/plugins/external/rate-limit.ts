import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { API_ERRORS } from '@studio/contracts/errors';

export default fp(async (app) => {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, error: API_ERRORS.tooManyRequests }),
  });
});
