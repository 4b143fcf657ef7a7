import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export default fp(async (app) => {
  // The site calls the API through the edge, on its own origin, where CORS plays no part: only the other
  // origins in ALLOWED_ORIGINS get CORS headers. With none (the default), no answer carries them, and no
  // request pays for the check (a tenth of a cached read's throughput in bench:api).
  if (app.config.allowedOrigins.length === 0) return;
  await app.register(cors, { origin: app.config.allowedOrigins, credentials: true });
});
