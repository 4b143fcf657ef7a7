import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type http from 'node:http';
import { APP_DIRS, APP_PORTS, API_PORT, DB_PORT, EDGE_PORT, REMOTE_NAMES, type AppName } from './apps';
import { startEmbeddedDb } from './embedded-db';
import { createEdge } from './edge';
import { freePort, runApi, runTs, waitForHttp, waitForPort, type Child } from './processes';
import { securityHeaders } from './security-headers';

export interface StackPorts {
  edge: number;
  api: number;
  db: number;
  apps: Record<AppName, number>;
}

export const DEFAULT_PORTS: StackPorts = { edge: EDGE_PORT, api: API_PORT, db: DB_PORT, apps: { ...APP_PORTS } };

export async function randomPorts(): Promise<StackPorts> {
  const apps = {} as Record<AppName, number>;
  for (const name of Object.keys(APP_PORTS) as AppName[]) apps[name] = await freePort();
  return { edge: await freePort(), api: await freePort(), db: await freePort(), apps };
}

export interface StackOptions {
  ports: StackPorts;
  dataDir: string;
  /** environment for the API (merged over the caller's) */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** quiet children (tests) */
  quiet?: boolean;
  /** build folders per app, when not `<app>/dist` */
  distDirs?: Partial<Record<AppName, string>>;
}

export interface Stack {
  url: string;
  apiUrl: string;
  mongodbUri: string;
  ports: StackPorts;
  dataDir: string;
  remotesFile: string;
  stopApp: (name: AppName) => Promise<void>;
  startApp: (name: AppName, dir?: string) => Promise<void>;
  stopApi: () => Promise<void>;
  /** SIGKILL: a crash, with no graceful shutdown */
  killApi: () => Promise<void>;
  startApi: (env?: NodeJS.ProcessEnv) => Promise<void>;
  stopDb: () => Promise<void>;
  startDb: () => Promise<void>;
  stop: () => Promise<void>;
}

/** Builds each app whose production build is missing (or every app with `force`). */
export function ensureBuilt(names: AppName[] = Object.keys(APP_DIRS) as AppName[], force = false, log = console.log): void {
  for (const name of names) {
    if (!force && fs.existsSync(path.join(APP_DIRS[name], 'dist/index.html'))) continue;
    log(`[build] ${name}...`);
    // The app's own build script: rspack, plus whatever else it needs (the public and quiz remotes prerender).
    execFileSync('npm', ['run', 'build', '--silent'], {
      cwd: APP_DIRS[name],
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}

export function writeRemotesFile(file: string): void {
  const manifest = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `/remotes/${n}/mf-manifest.json`]));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * The whole site the way `npm start` runs it: embedded database (unless MONGODB_URI is given), API, one
 * static server per app, and the edge in this process. Used by `npm start`, the browser tests, the
 * benchmarks and the drills, so they all exercise the same topology.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const { ports, dataDir } = opts;
  const log = opts.log ?? console.log;
  fs.mkdirSync(dataDir, { recursive: true });
  const external = opts.env?.MONGODB_URI ?? process.env.MONGODB_URI;
  const mongodbUri = external || `mongodb://127.0.0.1:${ports.db}/studio`;

  let db: Child | null = null;
  const startDb = async () => {
    if (!external) db = await startEmbeddedDb({ port: ports.db, dataDir: path.join(dataDir, 'db'), log, quiet: opts.quiet });
  };
  await startDb();

  let api: Child | null = null;
  const apiEnv = (extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
    PORT: String(ports.api),
    HOST: '127.0.0.1',
    MONGODB_URI: mongodbUri,
    MAIL_DIR: path.join(dataDir, 'mail'),
    PUBLIC_URL: `http://localhost:${ports.edge}`,
    ...opts.env,
    ...extra,
  });
  const startApi = async (extra?: NodeJS.ProcessEnv) => {
    api = runApi({ env: apiEnv(extra), log, quiet: opts.quiet });
    await waitForHttp(`http://127.0.0.1:${ports.api}/api/health`, 60_000, api ?? undefined);
  };
  const apps = new Map<AppName, Child>();
  const stopChildren = async () => {
    await Promise.all([...apps.values()].map((a) => a.stop()));
    await api?.stop();
    await db?.stop();
  };
  try {
    await startApi();
  } catch (err) {
    await stopChildren();
    throw err;
  }

  const startApp = async (name: AppName, dir?: string) => {
    const root = dir ?? opts.distDirs?.[name] ?? path.join(APP_DIRS[name], 'dist');
    apps.set(name, runTs(name, 'scripts/serve-app.ts', [name, '--port', String(ports.apps[name]), '--dir', root], { log, quiet: opts.quiet }));
    await waitForPort(ports.apps[name]);
  };
  try {
    await Promise.all((Object.keys(APP_PORTS) as AppName[]).map((n) => startApp(n)));
  } catch (err) {
    await stopChildren();
    throw err;
  }

  const remotesFile = path.join(dataDir, 'remotes.json');
  // A release made with scripts/release.ts stays in place across restarts; a fresh data dir gets the defaults.
  if (!fs.existsSync(remotesFile)) writeRemotesFile(remotesFile);
  const edge: http.Server = createEdge({
    shell: `http://127.0.0.1:${ports.apps.shell}`,
    api: `http://127.0.0.1:${ports.api}`,
    remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://127.0.0.1:${ports.apps[n]}`])),
    remotesFile,
    releasesDir: path.join(dataDir, 'releases'),
    headers: securityHeaders(),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      edge.once('error', reject);
      edge.listen(ports.edge, '0.0.0.0', resolve);
    });
  } catch (err) {
    await stopChildren();
    throw err;
  }

  const stopApp = async (name: AppName) => {
    await apps.get(name)?.stop();
    apps.delete(name);
  };
  return {
    url: `http://localhost:${ports.edge}`,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    mongodbUri,
    ports,
    dataDir,
    remotesFile,
    stopApp,
    startApp,
    killApi: async () => {
      const proc = api?.proc;
      api = null;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGKILL');
      await exited;
    },
    stopApi: async () => {
      await api?.stop();
      api = null;
    },
    startApi,
    stopDb: async () => {
      await db?.stop();
      db = null;
    },
    startDb,
    stop: async () => {
      await new Promise<void>((resolve) => {
        edge.close(() => resolve());
        edge.closeAllConnections();
      });
      await stopChildren();
    },
  };
}

export { waitForPort };
