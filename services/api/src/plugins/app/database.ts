import fp from 'fastify-plugin';
import mongoose, { type Connection } from 'mongoose';
import { chooseIndexes } from '../../models/indexes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Connection;
    /** true when the database answers a ping */
    dbIsUp: () => Promise<boolean>;
  }
}

/** How long the database may stay unreachable before the client is reopened (see reopenIfStuck). */
export const REOPEN_AFTER_MS = 10_000;
/** How old a ping's answer may be when the health check gives it. */
export const PING_MAX_AGE_MS = 1000;

// Request data reaches a filter only after schema validation (strict types, no unknown fields), so an
// operator such as {"$gt": ""} is refused before any query is built.
mongoose.set('strictQuery', true);

export default fp(
  async (app) => {
    // One connection per app instance (tests run several apps in one process). Commands are not buffered
    // while the database is away: a request fails fast with a 503 instead of hanging.
    const options = {
      bufferCommands: false,
      serverSelectionTimeoutMS: 3000,
      connectTimeoutMS: 3000,
      socketTimeoutMS: 20_000,
      heartbeatFrequencyMS: 2000,
      autoIndex: true,
    };
    const db = mongoose.createConnection(app.config.mongodbUri, options);
    db.on('disconnected', () => app.log.warn('banco de dados desconectado'));
    db.on('reconnected', () => app.log.info('banco de dados reconectado'));
    try {
      await db.asPromise();
      await chooseIndexes(db);
    } catch (err) {
      // Start anyway: the driver keeps retrying and requests answer 503 until the database is back.
      app.log.error({ err }, 'banco de dados indisponível na partida');
    }
    app.decorate('db', db);
    const ping = async (): Promise<boolean> => {
      if (db.readyState !== 1 || !db.db) return false;
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          db.db.admin().ping(),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 1000))),
        ]);
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    };
    // The health check is open to anyone and exempt from the rate limit, so it must not be a way to make the
    // database work: checks share a ping while it is out, and its answer while it is younger than
    // PING_MAX_AGE_MS. However many checks come, the database sees at most one ping a second.
    let probe: Promise<boolean> | null = null;
    let last = { up: false, at: -Infinity };
    app.decorate('dbIsUp', () => {
      if (Date.now() - last.at < PING_MAX_AGE_MS) return Promise.resolve(last.up);
      const at = Date.now();
      return (probe ??= ping()
        .then((up) => ((last = { up, at }), up))
        .finally(() => (probe = null)));
    });
    let closing = false;
    let reopening: Promise<void> | null = null;
    let downSince: number | null = null;
    // The driver has been seen, about once in seven database drills, never to notice that the restarted
    // database was back: its monitor fell silent and every query waited out server selection for good. A
    // client without its database for REOPEN_AFTER_MS is closed and opened again; when the database really
    // is away, the new client waits for it like the old one (the models are bound to `db`, which stays).
    const reopenIfStuck = async () => {
      if (db.readyState === 1 || closing) {
        downSince = null;
        return;
      }
      downSince ??= Date.now();
      if (reopening || Date.now() - downSince < REOPEN_AFTER_MS) return;
      app.log.warn({ downForMs: Date.now() - downSince }, 'banco de dados fora há muito tempo: reabrindo a conexão');
      reopening = (async () => {
        try {
          await db.close();
          if (!closing) await db.openUri(app.config.mongodbUri, options);
        } catch (err) {
          app.log.warn({ err: { name: (err as Error).name, message: (err as Error).message } }, 'banco de dados ainda indisponível');
        } finally {
          downSince = Date.now();
          reopening = null;
        }
      })();
    };
    const watchdog = setInterval(() => void reopenIfStuck(), 1000);
    watchdog.unref();
    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(watchdog);
      await reopening;
      await db.close();
    });
  },
  { name: 'database' },
);
