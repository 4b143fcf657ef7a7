import { randomUUID } from 'node:crypto';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';

/** A fresh app on its own database of the run's embedded FerretDB. */
export async function buildTestApp(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): Promise<App> {
  const base = process.env.TEST_MONGODB_BASE;
  if (!base) throw new Error('TEST_MONGODB_BASE não definido (globalSetup do jest)');
  const dbName = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: `${base}/${dbName}`, ...env },
    { outboxPollMs: 50, outboxBackoffMs: 100, ...overrides },
  );
  const app = await buildApp(config);
  await app.ready();
  return app;
}

export async function dropAndClose(app: App): Promise<void> {
  try {
    await app.db.dropDatabase();
  } catch {
    // the database may already be gone (fault tests)
  }
  await app.close();
}
