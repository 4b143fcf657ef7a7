// `npm run bench:idle`: what a quiet start costs a Node process for the rest of its life. Two bare Fastify
// processes per set of Node flags (bench/baseline-server.ts, pinned like bench:api's servers): one loaded as
// soon as it listens, one left idle for --idle seconds first (a deploy before traffic, a night without any), then
// all are measured in alternating runs. Prints req/s per process and the idle one's ratio to the busy one;
// writes bench/results/idle-start.json. Flags: --idle N (default 40), --runs N (default 3), --seconds N (default 4).
import { parseArgs } from 'node:util';
import { API_NODE_FLAGS, freePort, runTs, waitForHttp, type Child } from '../scripts/lib/processes';
import { load, median } from './lib/load';
import { writeResults } from './lib/results';
import { relaunchWithApiNodeFlags } from './lib/node-flags';
import { pinLoadGenerator } from './lib/cpus';

relaunchWithApiNodeFlags();
const { values } = parseArgs({ options: { idle: { type: 'string', default: '40' }, runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '4' } } });
const [idleSeconds, runs, seconds] = [Number(values.idle), Number(values.runs), Number(values.seconds)];
const connections = 50;
const [BUSY, IDLE] = ['ocupado desde a partida', 'ocioso antes'] as const;

const { serverCpu, note } = pinLoadGenerator();
const flagSets = { 'flags da API': API_NODE_FLAGS, 'flags da API sem --no-memory-reducer': API_NODE_FLAGS.filter((f) => f !== '--no-memory-reducer') };
const servers: { flags: string; start: typeof BUSY | typeof IDLE; url: string; child: Child; rps: number[] }[] = [];
try {
  for (const [flags, nodeFlags] of Object.entries(flagSets)) {
    for (const start of [BUSY, IDLE]) {
      const port = await freePort();
      const child = runTs('base', 'bench/baseline-server.ts', [], { quiet: true, cpu: serverCpu, nodeFlags, env: { PORT: String(port) } });
      const url = `http://127.0.0.1:${port}/ping`;
      await waitForHttp(url);
      if (start === BUSY) await load({ url, connections, seconds: 6 });
      servers.push({ flags, start, url, child, rps: [] });
    }
  }
  console.log(`… ${idleSeconds} s sem carga`);
  await new Promise((r) => setTimeout(r, idleSeconds * 1000));
  for (let i = 0; i < runs; i++) for (const s of servers) s.rps.push((await load({ url: s.url, connections, seconds })).rps);

  console.log(`\nFastify puro, ${connections} conexões, medianas de ${runs} execuções de ${seconds} s alternadas; ${note}\n`);
  console.log('| flags | partida | req/s | razão ocioso / ocupado |');
  console.log('|---|---|---:|---:|');
  const rows = servers.map((s) => {
    const busy = servers.find((o) => o.flags === s.flags && o.start === BUSY)!;
    return { flags: s.flags, start: s.start, rps: Math.round(median(s.rps)), ratio: Number((median(s.rps) / median(busy.rps)).toFixed(2)), samples: s.rps.map(Math.round) };
  });
  for (const r of rows) console.log(`| ${r.flags} | ${r.start} | ${r.rps} | ${r.ratio} |`);
  writeResults('idle-start', { idleSeconds, runs, seconds, connections, cpus: note, apiNodeFlags: API_NODE_FLAGS, rows });
} finally {
  await Promise.all(servers.map((s) => s.child.stop()));
}
