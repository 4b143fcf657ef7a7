// `npm run bench:api`: the API and the embedded database as `npm start` runs them, measured with autocannon
// against a bare Fastify route on the same machine (the baseline, measured in runs alternating with each
// route's). Prints req/s, median and p99 latency and each route's throughput ratio to the baseline (the median
// of the paired runs' ratios); writes bench/results/api.json. The load generator and the servers get a CPU
// each (bench/lib/cpus.ts).
// Flags: --runs N (default 3), --seconds N (default 5), --connections N (default 50), --only TEXT (the routes whose
// name contains it; repeatable). With --only, bench/results/api.json is left as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { QUIZ_QUESTIONS } from '../packages/contracts/src/quiz';
import { demoEmail, DEMO_ACCOUNT } from '../packages/contracts/src/auth';
import { startEmbeddedDb } from '../scripts/lib/embedded-db';
import { API_NODE_FLAGS, freePort, runApi, runTs, waitForHttp } from '../scripts/lib/processes';
import { loadAgainst } from './lib/load';
import { writeResults } from './lib/results';
import { relaunchWithApiNodeFlags } from './lib/node-flags';
import { pinLoadGenerator } from './lib/cpus';

relaunchWithApiNodeFlags();
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' }, only: { type: 'string', multiple: true } } });
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-api-'));
const [dbPort, apiPort, basePort] = [await freePort(), await freePort(), await freePort()];
const db = await startEmbeddedDb({ port: dbPort, dataDir: path.join(dataDir, 'db'), quiet: true });
// After the database has started, which is left free to use every CPU.
const { serverCpu, note: pinNote } = pinLoadGenerator();
const api = runApi({
  quiet: !process.env.BENCH_VERBOSE,
  cpu: serverCpu,
  env: {
    PORT: String(apiPort),
    MONGODB_URI: `mongodb://127.0.0.1:${dbPort}/studio`,
    MAIL_DIR: path.join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    QUIZ_RATE_LIMIT_MAX: '1000000000',
  },
});
// With the API's Node flags (API_NODE_FLAGS: why there), so neither side gets a tuning the other lacks. Without
// --no-memory-reducer the bare route ran at ~95k or ~75k req/s from one run to the next, as the baseline happened
// to idle long enough before its first load or not (npm run bench:idle).
const baseline = runTs('baseline', 'bench/baseline-server.ts', [], { quiet: true, cpu: serverCpu, nodeFlags: API_NODE_FLAGS, env: { PORT: String(basePort) } });
const rows: Record<string, unknown>[] = [];
try {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiUrl}/api/health`, 60_000, api);
  await waitForHttp(`http://127.0.0.1:${basePort}/ping`);

  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
    body: JSON.stringify({ login: demoEmail('estudio.com.br'), password: DEMO_ACCOUNT.password }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`login do admin de demonstração falhou: HTTP ${login.status}`);

  let n = 0;
  const quizBody = () => {
    n++;
    const answers = Object.fromEntries(QUIZ_QUESTIONS.map((q) => [String(q.number), q.kind === 'single' ? [q.options[n % q.options.length]!] : q.options.slice(0, 2)]));
    return JSON.stringify({
      answers,
      contact: { nome: `Cliente ${n}`, email: `cliente${n}@exemplo.com.br`, whatsapp: '11999990000', empresa: 'Empresa', instagram: '@empresa', preferenciaContato: 'email' },
    });
  };

  const basePing = { url: `http://127.0.0.1:${basePort}/ping`, connections, seconds };
  const targets: { name: string; url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: () => string }[] = [
    { name: 'GET /api/health', url: `${apiUrl}/api/health` },
    { name: 'GET /api/settings/public', url: `${apiUrl}/api/settings/public` },
    { name: 'GET /api/public/projects', url: `${apiUrl}/api/public/projects` },
    { name: 'GET /api/blog-posts (admin)', url: `${apiUrl}/api/blog-posts`, headers: { cookie } },
    // Last: its e-mails go out after the load (they give way to a surge), and would weigh on a later target.
    { name: 'POST /api/quiz-submissions', url: `${apiUrl}/api/quiz-submissions`, method: 'POST', headers: { 'content-type': 'application/json' }, body: quizBody },
  ];
  const only = values.only;
  for (const t of targets.filter((x) => !only || only.some((o) => x.name.includes(o)))) {
    const r = await loadAgainst(runs, basePing, { url: t.url, method: t.method, headers: t.headers, body: t.body, connections, seconds });
    const m = r.target;
    rows.push({ route: t.name, rps: Math.round(m.rps), p50: m.p50, p99: m.p99, baselineRps: Math.round(r.baseline.rps), ratio: Number(r.ratio.toFixed(2)), non2xx: m.non2xx, errors: m.errors, samples: m.samples, baselineSamples: r.baseline.samples });
    console.log(`… ${t.name}: ${Math.round(m.rps)} req/s, base ${Math.round(r.baseline.rps)} req/s, razão ${r.ratio.toFixed(2)}`);
  }
  console.log(`\n${connections} conexões, ${seconds} s por execução, medianas de ${runs} execuções alternadas com a base (Fastify puro, GET /ping); ${pinNote}\n`);
  console.log('| rota | req/s | p50 | p99 | base na mesma janela | razão vs. base | não-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.route} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.baselineRps} req/s | ${r.ratio} | ${r.non2xx} |`);
  if (!only) {
    writeResults('api', { connections, seconds, runs, cpus: pinNote, rows });
  }
} finally {
  await Promise.all([api.stop(), baseline.stop()]);
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
