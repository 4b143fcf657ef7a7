// `npx tsx bench/chat.ts`: what POST /api/chat-agent adds to a streamed reply. A local OpenAI-compatible
// server (services/api/test/support/fake-openai.ts) streams a fixed reply with a fixed pause per piece, and
// the API (embedded database, OPENAI_BASE_URL pointing at the fake) is measured two ways: built in this
// process with buildApp + listen({ port: 0 }) (the service's own cost, no extra process to schedule), and
// as `npm start` runs it, in its own process (adds the operating system's scheduling of one more process,
// which dominates on a loaded machine). Each round calls the upstream directly and through the API,
// alternating, and times the first content piece and the end of the reply. Prints medians and the added
// milliseconds; writes bench/results/chat.json.
// Flags: --requests N (default 60, at least 50), --pieces N (default 20), --delay MS per piece (default 10).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { createSseParser, parseChatEvent } from '../packages/contracts/src/chat';
import { startFakeOpenAi } from '../test-support/fake-openai';
import { startEmbeddedDb } from '../scripts/lib/embedded-db';
import { freePort, runApi, waitForHttp } from '../scripts/lib/processes';
import { median } from './lib/load';
import { writeResults } from './lib/results';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    pieces: { type: 'string', default: '20' },
    delay: { type: 'string', default: '10' },
  },
});
const requests = Math.max(50, Number(values.requests));
const pieceCount = Number(values.pieces);
const delayMs = Number(values.delay);
const WARMUP = 5;

interface Timing {
  firstMs: number;
  totalMs: number;
  /** CPU time this process spent during the call (client, fake upstream and, in-process, the API) */
  cpuMs: number;
  text: string;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

// Keep-alive on both legs, as a browser keeps its connection to the site and the SDK to the provider.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One streamed POST, timed from the request to the first content piece and to the end of the body. */
function timedStream(url: string, body: unknown): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const t0 = performance.now();
    const cpu0 = cpuNow();
    let firstMs = -1;
    let text = '';
    const parser = createSseParser((data) => {
      const event = parseChatEvent(data);
      if (event.type === 'delta' && event.content) {
        if (firstMs < 0) firstMs = performance.now() - t0;
        text += event.content;
      }
    });
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: 'Bearer sk-bench' } },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.push(chunk));
        res.on('end', () => {
          parser.end();
          if (res.statusCode !== 200 || firstMs < 0) reject(new Error(`HTTP ${res.statusCode} sem conteúdo de ${url}`));
          else resolve({ firstMs, totalMs: performance.now() - t0, cpuMs: cpuNow() - cpu0, text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const round = (n: number) => Number(n.toFixed(2));
const TARGET_MS = 5;
const pieces = Array.from({ length: pieceCount }, (_, i) => (i === 0 ? 'Trecho 0' : ` trecho ${i}`));
const messages = [{ role: 'user', content: 'Quanto tempo leva uma identidade visual?' }];

/** Alternating rounds, direct vs through the API at `apiUrl`; medians and the added milliseconds. */
async function measure(apiUrl: string, upstreamUrl: string) {
  const loadBefore = os.loadavg()[0]!;
  const direct = () => timedStream(`${upstreamUrl}/chat/completions`, { model: 'modelo-bench', stream: true, messages });
  const viaApi = () => timedStream(`${apiUrl}/api/chat-agent`, { messages });
  for (let i = 0; i < WARMUP; i++) {
    await direct();
    await viaApi();
  }
  const rows: { direct: Timing; api: Timing }[] = [];
  for (let i = 0; i < requests; i++) {
    // alternate which goes first, so a slow moment of the machine does not always hit the same side
    if (i % 2 === 0) {
      const d = await direct();
      rows.push({ direct: d, api: await viaApi() });
    } else {
      const a = await viaApi();
      rows.push({ direct: await direct(), api: a });
    }
  }
  const expected = pieces.join('');
  const broken = rows.filter((r) => r.api.text !== expected || r.direct.text !== expected).length;
  if (broken) throw new Error(`${broken} respostas incompletas`);

  const medians = {
    first: { direct: round(median(rows.map((r) => r.direct.firstMs))), api: round(median(rows.map((r) => r.api.firstMs))) },
    total: { direct: round(median(rows.map((r) => r.direct.totalMs))), api: round(median(rows.map((r) => r.api.totalMs))) },
  };
  const added = {
    firstMs: round(medians.first.api - medians.first.direct),
    totalMs: round(medians.total.api - medians.total.direct),
    // the same figures from each round's own pair, less sensitive to drift over the run
    firstMsPaired: round(median(rows.map((r) => r.api.firstMs - r.direct.firstMs))),
    totalMsPaired: round(median(rows.map((r) => r.api.totalMs - r.direct.totalMs))),
    // CPU per reply: with the API in this process, the difference is the service's own work, which is what
    // its latency would be on an idle machine (wall-clock figures include waiting for a busy CPU)
    cpuMsPerReply: round(median(rows.map((r) => r.api.cpuMs)) - median(rows.map((r) => r.direct.cpuMs))),
  };
  return {
    loadAverage1m: { before: round(loadBefore), after: round(os.loadavg()[0]!) },
    medians,
    added,
    met: added.firstMs <= TARGET_MS,
    samples: rows.map((r) => ({ direct: { first: round(r.direct.firstMs), total: round(r.direct.totalMs) }, api: { first: round(r.api.firstMs), total: round(r.api.totalMs) } })),
  };
}
type Measure = Awaited<ReturnType<typeof measure>>;

function print(title: string, m: Measure, inProcessCpu = false) {
  console.log(`\n${title} — load average 1 min: ${m.loadAverage1m.before} → ${m.loadAverage1m.after} (${os.cpus().length} CPUs)`);
  console.log('| medida (mediana) | upstream direto | via API | acrescentado |');
  console.log('|---|---:|---:|---:|');
  console.log(`| primeiro trecho | ${m.medians.first.direct} ms | ${m.medians.first.api} ms | ${m.added.firstMs} ms (pareado: ${m.added.firstMsPaired} ms) |`);
  console.log(`| resposta completa | ${m.medians.total.direct} ms | ${m.medians.total.api} ms | ${m.added.totalMs} ms (pareado: ${m.added.totalMsPaired} ms) |`);
  if (inProcessCpu) console.log(`CPU acrescentada pela API por resposta inteira (mediana): ${m.added.cpuMsPerReply} ms`);
  console.log(`meta: no máximo ${TARGET_MS} ms a mais no primeiro trecho — ${m.met ? 'atingida' : 'NÃO atingida'}`);
}

const fake = await startFakeOpenAi({ delayMs, pieces });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-chat-'));
const dbPort = await freePort();
const db = await startEmbeddedDb({ port: dbPort, dataDir: path.join(dataDir, 'db'), quiet: true });
const apiEnv = {
  MONGODB_URI: `mongodb://127.0.0.1:${dbPort}/studio`,
  MAIL_DIR: path.join(dataDir, 'mail'),
  OPENAI_API_KEY: 'sk-bench',
  OPENAI_BASE_URL: fake.url,
  OPENAI_MODEL: 'modelo-bench',
  CHAT_RATE_LIMIT_MAX: '1000000',
};

try {
  // 1. the app in this process
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  // required, not imported: the API is a CommonJS package whose autoload reads its own __dirname
  const require = createRequire(import.meta.url);
  const { buildApp } = require('../services/api/src/app.ts') as typeof import('../services/api/src/app');
  const { loadConfig } = require('../services/api/src/config.ts') as typeof import('../services/api/src/config');
  const app = await buildApp(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz', LOG_LEVEL: 'silent', DEMO_LOGIN: 'false', ...apiEnv }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const inProcess = await measure(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, fake.url);
  await app.close();

  // 2. the API in its own process, as `npm start` runs it
  const apiPort = await freePort();
  const api = runApi({ quiet: !process.env.BENCH_VERBOSE, env: { ...apiEnv, PORT: String(apiPort), LOG_LEVEL: 'warn' } });
  let ownProcess: Measure;
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 60_000, api);
    ownProcess = await measure(`http://127.0.0.1:${apiPort}`, fake.url);
  } finally {
    await api.stop();
  }

  console.log(`\n${requests} requisições por lado em cada modo (após ${WARMUP} de aquecimento); upstream: ${pieceCount} trechos, ${delayMs} ms por trecho`);
  print('API no mesmo processo (buildApp + listen)', inProcess, true);
  print('API em processo próprio (como no npm start)', ownProcess);

  writeResults('chat', {
    machine: { cpus: os.cpus().length, node: process.version },
    requests,
    warmup: WARMUP,
    upstream: { pieces: pieceCount, delayMsPerPiece: delayMs },
    targetFirstPieceMs: TARGET_MS,
    inProcess,
    // this process's CPU does not include the API's here, so that difference says nothing
    ownProcess: { ...ownProcess, added: { ...ownProcess.added, cpuMsPerReply: undefined } },
  });
} finally {
  agent.destroy();
  await db.stop();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
