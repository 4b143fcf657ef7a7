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

// Request data reaches a filter only after schema validation (strict types, no unknown fields), so an
// operator such as {"$gt": ""} is refused before any query is built.
mongoose.set('strictQuery', true);

export default fp(
  async (app) => {
    // One connection per app instance (tests run several apps in one process). Commands are not buffered
    // while the database is away: a request fails fast with a 503 instead of hanging.
    const db = mongoose.createConnection(app.config.mongodbUri, {
      bufferCommands: false,
      serverSelectionTimeoutMS: 3000,
      connectTimeoutMS: 3000,
      socketTimeoutMS: 20_000,
      heartbeatFrequencyMS: 2000,
      autoIndex: true,
    });
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
    app.decorate('dbIsUp', async () => {
      if (db.readyState !== 1 || !db.db) return false;
      try {
        await Promise.race([
          db.db.admin().ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
        ]);
        return true;
      } catch {
        return false;
      }
    });
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'database' },
);
