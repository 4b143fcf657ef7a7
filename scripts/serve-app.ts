// Serves one app's production build on its own process, so it can be stopped or replaced alone.
// Usage: tsx scripts/serve-app.ts <shell|public|quiz|chat|admin> [--port N] [--dir DIST]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createStaticServer } from './lib/static-server';
import { exitWithParent } from './lib/exit-with-parent';
import { APP_DIRS, APP_PORTS, type AppName } from './lib/apps';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string' }, dir: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
});
const name = positionals[0] as AppName;
if (!(name in APP_PORTS)) {
  console.error(`uso: serve-app <${Object.keys(APP_PORTS).join('|')}> [--port N] [--dir DIST]`);
  process.exit(2);
}
const root = values.dir ?? path.join(APP_DIRS[name], 'dist');
const port = Number(values.port ?? APP_PORTS[name]);
const server = createStaticServer({
  root,
  spa: name === 'shell',
  headers: name === 'shell' ? {} : { 'Access-Control-Allow-Origin': '*' },
});
server.listen(port, values.host, () => console.log(`${root} em http://${values.host}:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
exitWithParent(stop);
