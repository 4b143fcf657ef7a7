import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import autoload from '@fastify/autoload';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import { errorHandler, notFoundHandler } from './lib/errors';
import { lazyChildLoggerFactory } from './lib/lazy-logger';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export type App = FastifyInstance;

const BODY_LIMIT = 256 * 1024;
/** pino's levels that write Fastify's per-request lines ('incoming request', 'request completed'). */
const REQUEST_LOG_LEVELS = new Set(['trace', 'debug', 'info']);

/**
 * Builds the application: external plugins (security, docs, auth primitives), then app plugins (database,
 * mailer, ...), then the routes, where the folder is the URL. Tests call this with their own config.
 */
export async function buildApp(config: AppConfig, opts: FastifyServerOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] },
    childLoggerFactory: lazyChildLoggerFactory,
    // Above info those lines are dropped anyway, but Fastify still calls the logger twice per request to find
    // out: 0.08 of a cached read's throughput in bench:api (LOG_LEVEL=warn). Errors are logged by errorHandler.
    logController: new LogController({ disableRequestLogging: !REQUEST_LOG_LEVELS.has(config.logLevel) }),
    trustProxy: config.trustProxy === 'true' ? true : config.trustProxy === 'false' ? false : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Unknown fields are rejected, not silently dropped, and types are never coerced.
    // `verbose` + the `errorMessage` keyword let a schema property carry its own pt-BR message (lib/errors.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, verbose: true, keywords: ['errorMessage'] } },
    return503OnClosing: true,
    ...opts,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(autoload, { dir: path.join(__dirname, 'plugins/external'), forceESM: false });
  await app.register(autoload, { dir: path.join(__dirname, 'plugins/app'), forceESM: false });
  await app.register(autoload, {
    dir: path.join(__dirname, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    forceESM: false,
  });
  return app;
}
