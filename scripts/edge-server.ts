// The edge as its own process (docker-compose): the same code `npm start` runs in-process.
// Configuration: EDGE_PORT, SHELL_URL, API_URL, REMOTE_PUBLIC_URL, REMOTE_QUIZ_URL, REMOTE_CHAT_URL,
// REMOTE_ADMIN_URL, REMOTES_FILE, RELEASES_DIR.
import { REMOTE_NAMES } from './lib/apps';
import { createEdge } from './lib/edge';
import { securityHeaders } from './lib/security-headers';

const env = (key: string, fallback?: string): string => {
  const v = process.env[key] ?? fallback;
  if (!v) {
    console.error(`edge: a variável ${key} é obrigatória`);
    process.exit(1);
  }
  return v;
};

const server = createEdge({
  shell: env('SHELL_URL'),
  api: env('API_URL'),
  remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, env(`REMOTE_${n.toUpperCase()}_URL`)])),
  remotesFile: env('REMOTES_FILE', '/etc/studio/remotes.json'),
  releasesDir: process.env.RELEASES_DIR,
  headers: securityHeaders(),
});
const port = Number(env('EDGE_PORT', '8080'));
server.listen(port, '0.0.0.0', () => console.log(`edge em :${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
