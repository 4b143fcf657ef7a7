import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * The load generator (this process) keeps CPU 0 and the servers under test get CPU 1, baseline and API alike.
 * Left to the scheduler, client and server sometimes shared a CPU and sometimes not, so the ratios said more
 * about the scheduler than about the API. Needs two CPUs and util-linux's taskset; without them nothing is pinned
 * and the note says so.
 */
export function pinLoadGenerator(): { serverCpu: number | undefined; note: string } {
  if (os.availableParallelism() < 2) return { serverCpu: undefined, note: 'uma CPU só: nada fixado' };
  try {
    // -a: every thread this process already has (V8's and libuv's), not only the main one.
    execFileSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  } catch {
    return { serverCpu: undefined, note: 'taskset indisponível: nada fixado' };
  }
  return { serverCpu: 1, note: 'gerador de carga na CPU 0, servidores na CPU 1' };
}
