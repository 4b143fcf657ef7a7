import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { execFileSync } from 'node:child_process';

const ROOT = path.resolve(__dirname, '../../..');
const BIN = path.join(ROOT, 'services/embedded-db/bin/embedded-db');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number) {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((r) => {
      const c = net.connect(port, '127.0.0.1', () => (c.destroy(), r(true)));
      c.on('error', () => r(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('embedded-db não subiu');
}

/** One embedded FerretDB for the whole run; every test file uses its own database name. */
export default async function globalSetup() {
  if (process.env.MONGODB_URI) {
    process.env.TEST_MONGODB_BASE = process.env.MONGODB_URI.replace(/\/[^/]*$/, '');
    return;
  }
  if (!fs.existsSync(BIN)) execFileSync('go', ['build', '-o', BIN, '.'], { cwd: path.dirname(path.dirname(BIN)), stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-jest-db-'));
  const port = await freePort();
  const proc = spawn(BIN, ['-listen', `127.0.0.1:${port}`, '-dir', dir], { stdio: 'ignore' });
  await waitForPort(port);
  process.env.TEST_MONGODB_BASE = `mongodb://127.0.0.1:${port}`;
  (globalThis as Record<string, unknown>).__EMBEDDED_DB__ = { proc, dir };
}
