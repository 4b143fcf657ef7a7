// Process entry: reads the configuration, builds the app, listens, and shuts down gracefully.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// The API runs its TypeScript sources through tsx; tell autoload it may load .ts route files.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'encerrando após erro');
    else app.log.info({ signal }, 'encerrando');
    await app.close();
  });
  if (process.env.EXIT_WITH_PARENT === '1') {
    // Started by `npm start` or a test: stop when that process is gone.
    process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
    process.stdin.resume();
  }
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    app.log.error({ err }, 'falha ao iniciar');
    process.exit(1);
  }
}

void main();
