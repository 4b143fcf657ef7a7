// The baseline of bench:api: a bare Fastify route on the same machine, in its own process like the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
process.stdin.resume();
