import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT } from './apps';
import { run, waitForPort, type Child } from './processes';

const DIR = path.join(ROOT, 'services/embedded-db');
export const EMBEDDED_DB_BIN = path.join(DIR, 'bin/embedded-db');

/** Builds the FerretDB wrapper with `go build` when the binary is missing or older than its source. */
export function ensureEmbeddedDb(log: (l: string) => void = console.log): void {
  const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.go') || f === 'go.mod' || f === 'go.sum');
  const sources = files.map((f) => fs.statSync(path.join(DIR, f)).mtimeMs);
  const built = fs.existsSync(EMBEDDED_DB_BIN) ? fs.statSync(EMBEDDED_DB_BIN).mtimeMs : 0;
  if (built > Math.max(...sources)) return;
  log('[embedded-db] compilando FerretDB com go build (só na primeira vez; pode levar alguns minutos)...');
  execFileSync('go', ['build', '-o', EMBEDDED_DB_BIN, '.'], { cwd: DIR, stdio: 'inherit' });
}

export async function startEmbeddedDb(opts: { port: number; dataDir: string; log?: (l: string) => void; quiet?: boolean }): Promise<Child> {
  ensureEmbeddedDb(opts.log);
  const child = run('db', EMBEDDED_DB_BIN, ['-listen', `127.0.0.1:${opts.port}`, '-dir', opts.dataDir, '-exit-with-stdin'], { log: opts.log, quiet: opts.quiet });
  await waitForPort(opts.port);
  return child;
}
