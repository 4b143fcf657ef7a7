import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { ROOT } from './apps';

export interface Child {
  name: string;
  proc: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts a process whose output is prefixed with its name; `stop` sends SIGTERM and waits for the exit.
 * `cpu` pins it to one CPU (through taskset, which execs the command in its place).
 */
export function run(
  name: string,
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string; log?: (line: string) => void; quiet?: boolean; cpu?: number } = {},
): Child {
  const [file, argv] = opts.cpu === undefined ? [cmd, args] : ['taskset', ['-c', String(opts.cpu), cmd, ...args]];
  const proc = spawn(file, argv, {
    cwd: opts.cwd ?? ROOT,
    env: { ...process.env, EXIT_WITH_PARENT: '1', ...opts.env },
    // Our stdin pipe is the child's lifeline: when this process dies, the pipe closes and the child exits.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const log = opts.log ?? ((l: string) => console.log(l));
  const forward = (chunk: Buffer) => {
    if (opts.quiet) return;
    for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[${name}] ${line}`);
  };
  proc.stdout?.on('data', forward);
  proc.stderr?.on('data', forward);
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return {
    name,
    proc,
    stop: async () => {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The API's Node flags, wherever it is started (npm start, the tests' stack, the benchmarks; services/api's
 * start script and docker/node.Dockerfile repeat them, as neither flag is allowed in NODE_OPTIONS).
 * - `--no-memory-reducer`: a process that sits idle after it starts gets V8's memory-reducing GCs, and one whose
 *   load began after them served a bare Fastify route about a fifth slower for the rest of its life
 *   (`npm run bench:idle`: 71-79k against 97-101k req/s, process.nextTick's optimised code the hot spot), while
 *   a process that had been busy before the same idle stayed fast. A server keeps the few MB it would return.
 * - `--min-semi-space-size=16`: V8 sizes the young generation as it goes, and an API process that stayed at a
 *   few MB spent a fifth more CPU on each cached read than one that had grown it (bench:api: 17.5-18 against
 *   14-14.5 µs a request, about half of the processes slow).
 */
export const API_NODE_FLAGS = ['--min-semi-space-size=16', '--no-memory-reducer'];

/** A TypeScript script of this repository, run with tsx; `nodeFlags` go to Node before it. */
export function runTs(name: string, script: string, args: string[], opts: Parameters<typeof run>[3] & { nodeFlags?: string[] } = {}): Child {
  const { nodeFlags = [], ...runOpts } = opts;
  return run(name, process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args], runOpts);
}

/** The API (services/api) in its own process. */
export function runApi(opts: Parameters<typeof run>[3] = {}): Child {
  return runTs('api', 'services/api/src/server.ts', [], { ...opts, nodeFlags: API_NODE_FLAGS });
}

export function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const sock = net.connect(port, host, () => {
        sock.destroy();
        resolve();
      });
      sock.on('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`porta ${host}:${port} não respondeu em ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Waits for a 2xx from `url`; gives up at once if `child` (the process that should answer) exits. */
export async function waitForHttp(url: string, timeoutMs = 60_000, child?: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && (child.proc.exitCode !== null || child.proc.signalCode !== null)) {
      throw new Error(`${child.name} terminou (código ${child.proc.exitCode ?? child.proc.signalCode}) antes de responder em ${url}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} não respondeu em ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
