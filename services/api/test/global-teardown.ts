import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown() {
  const state = (globalThis as Record<string, unknown>).__EMBEDDED_DB__ as { proc: ChildProcess; dir: string } | undefined;
  if (!state) return;
  state.proc.kill('SIGTERM');
  await new Promise((r) => state.proc.once('exit', r));
  fs.rmSync(state.dir, { recursive: true, force: true });
}
