// `npm run dev`: every app on its rspack dev server with live reload, the API restarting on change, the
// embedded database, and the edge at http://localhost:8080 in front of them (same topology as `npm start`).
import path from 'node:path';
import { APP_DIRS, APP_PORTS, API_PORT, DB_PORT, EDGE_PORT, REMOTE_NAMES, ROOT, type AppName } from './lib/apps';
import { startEmbeddedDb } from './lib/embedded-db';
import { createEdge } from './lib/edge';
import { run, type Child } from './lib/processes';
import { writeRemotesFile } from './lib/stack';

const dataDir = path.join(ROOT, '.data');
const children: Child[] = [];
if (!process.env.MONGODB_URI) children.push(await startEmbeddedDb({ port: DB_PORT, dataDir: path.join(dataDir, 'db') }));

children.push(
  run('api', process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'services/api/src/server.ts'], {
    env: { MONGODB_URI: process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${DB_PORT}/studio`, MAIL_DIR: path.join(dataDir, 'mail') },
  }),
);
for (const name of Object.keys(APP_PORTS) as AppName[]) {
  children.push(
    run(name, process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve'], {
      cwd: APP_DIRS[name],
      env: { NODE_ENV: 'development' },
    }),
  );
}

const remotesFile = path.join(dataDir, 'remotes.dev.json');
writeRemotesFile(remotesFile);
const edge = createEdge({
  shell: `http://127.0.0.1:${APP_PORTS.shell}`,
  api: `http://127.0.0.1:${API_PORT}`,
  remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://127.0.0.1:${APP_PORTS[n]}`])),
  remotesFile,
});
edge.listen(EDGE_PORT, () => console.log(`\n  desenvolvimento em http://localhost:${EDGE_PORT} (live reload); Ctrl-C encerra\n`));

const shutdown = async () => {
  edge.close();
  await Promise.all(children.map((c) => c.stop()));
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
