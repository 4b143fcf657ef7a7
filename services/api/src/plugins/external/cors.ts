import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(async (app) => {
  // The site calls the API same-origin through the edge; other origins are listed explicitly.
  await app.register(cors, { origin: app.config.allowedOrigins, credentials: true });
});
