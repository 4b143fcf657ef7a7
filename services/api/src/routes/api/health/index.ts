import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '@studio/contracts/health';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { rateLimit: false },
      schema: { tags: ['sistema'], summary: 'Estado da API e do banco', response: { 200: HealthResponse, 503: HealthResponse } },
    },
    async (_req, reply) => {
      const up = await app.dbIsUp();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
    },
  );
};

export default health;
