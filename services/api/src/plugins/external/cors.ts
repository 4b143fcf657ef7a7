import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { crossOrigins } from '../../config';

export default fp(async (app) => {
  // The site calls the API through the edge, on its own origin, where CORS plays no part: only the other
  // origins in ALLOWED_ORIGINS get CORS headers. With none (the default), no answer carries them, and no
  // request pays for the check (a tenth of a cached read's throughput in bench:api).
  const origins = crossOrigins(app.config);
  if (origins.length === 0) return;
  await app.register(cors, { origin: origins, credentials: true });
});
