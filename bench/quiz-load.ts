// `npx tsx bench/quiz-load.ts` (or `npm run bench:quiz`): the quiz submission under load. Starts the embedded
// database and the API as `npm start` runs them (on free ports, e-mails as .eml files in a temporary folder),
// fires valid, varied submissions with autocannon, and prints req/s, median and p99 latency (medians of the
// runs). Then checks that every 201 left exactly one lead and two queued e-mails, and times how long the e-mails
// take to go out once the load stops. Writes bench/results/quiz.json.
// Flags: --runs N (default 3), --seconds N (default 10), --connections N (default 50).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { OTHER_OPTION, PREFERENCIAS_CONTATO, QUIZ_QUESTIONS, type QuizSubmission } from '../packages/contracts/src/quiz';
import { startEmbeddedDb } from '../scripts/lib/embedded-db';
import { freePort, runApi, waitForHttp } from '../scripts/lib/processes';
import { loadMedian } from './lib/load';
import { writeResults } from './lib/results';
import { relaunchWithApiNodeFlags } from './lib/node-flags';

relaunchWithApiNodeFlags();
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

/** Valid and different each time: every option, 'Outro' with a text now and then, 1-6 services, all preferences. */
let n = 0;
function submission(): string {
  n++;
  const answers: Record<string, string[]> = {};
  for (const q of QUIZ_QUESTIONS) {
    if (q.kind === 'multiple') {
      const picked = q.options.filter((_, k) => ((n >> k) & 1) === 1);
      answers[q.number] = picked.length ? picked : [q.options[n % q.options.length]!];
    } else answers[q.number] = [q.options[(n * (q.number + 1)) % q.options.length]!];
  }
  const body: QuizSubmission = {
    answers,
    customAnswers: answers['1']![0] === OTHER_OPTION ? { '1': `Segmento informado pelo cliente ${n}` } : {},
    contact: {
      nome: `Cliente Carga ${n}`,
      email: `cliente.carga${n}@exemplo.com.br`,
      whatsapp: n % 3 ? `(11) 9${String(10_000_000 + n).slice(-8)}` : '',
      empresa: n % 2 ? `Empresa ${n} Ltda.` : '',
      instagram: n % 4 ? `@empresa${n}` : '',
      preferenciaContato: PREFERENCIAS_CONTATO[n % PREFERENCIAS_CONTATO.length]!,
    },
  };
  return JSON.stringify(body);
}

const DRAIN_LIMIT_MS = 15 * 60_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-quiz-'));
const [dbPort, apiPort] = [await freePort(), await freePort()];
const mongodbUri = `mongodb://127.0.0.1:${dbPort}/studio`;
const db = await startEmbeddedDb({ port: dbPort, dataDir: path.join(dataDir, 'db'), quiet: true });
const api = runApi({
  quiet: !process.env.BENCH_VERBOSE,
  env: {
    NODE_ENV: 'production',
    JWT_SECRET: `bench-${Math.random().toString(36).repeat(4)}-0123456789abcdef`,
    PORT: String(apiPort),
    MONGODB_URI: mongodbUri,
    MAIL_DIR: path.join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    QUIZ_RATE_LIMIT_MAX: process.env.QUIZ_RATE_LIMIT_MAX ?? '1000000',
  },
});
try {
  const url = `http://127.0.0.1:${apiPort}/api/quiz-submissions`;
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, 60_000, api);
  // One request first: the route, the schema compiler and the collections warm up outside the measurement.
  const warm = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: submission() });
  if (warm.status !== 201) throw new Error(`envio de aquecimento falhou: HTTP ${warm.status} ${await warm.text()}`);

  const r = await loadMedian(runs, { url, method: 'POST', headers: { 'content-type': 'application/json' }, body: submission, connections, seconds });

  // Nothing lost under load: one lead per 201, two outbox rows per lead.
  // autocannon stops at the deadline with requests still in flight: wait until the counts settle.
  const conn = await mongoose.createConnection(mongodbUri).asPromise();
  let leads = -1;
  let mails = -1;
  for (let i = 0; i < 60; i++) {
    const now = [await conn.collection('leads').countDocuments(), await conn.collection('outbox').countDocuments()] as const;
    if (now[0] === leads && now[1] === mails) break;
    [leads, mails] = now;
    await new Promise((res) => setTimeout(res, 1000));
  }
  // During the load the e-mails gave way to the submissions (OUTBOX_MAX_YIELD_MS): how long until all are out.
  const drainStart = Date.now();
  let sent = 0;
  while (Date.now() - drainStart < DRAIN_LIMIT_MS) {
    sent = await conn.collection('outbox').countDocuments({ status: 'sent' });
    if (sent >= mails) break;
    await new Promise((res) => setTimeout(res, 1000));
  }
  const drainSeconds = Math.round((Date.now() - drainStart) / 1000);
  await conn.close();
  const accepted = n - r.non2xx;

  const row = { route: 'POST /api/quiz-submissions', rps: Math.round(r.rps), p50: r.p50, p99: r.p99, non2xx: r.non2xx, errors: r.errors };
  console.log(`\nPOST /api/quiz-submissions, ${connections} conexões, ${seconds} s por execução, medianas de ${runs} execuções\n`);
  console.log('| req/s | mediana (p50) | p99 | não-2xx | erros |');
  console.log('|---:|---:|---:|---:|---:|');
  console.log(`| ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.non2xx} | ${row.errors} |`);
  console.log('\nexecuções:', r.samples.map((s) => `${Math.round(s.rps)} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms`).join(' · '));
  console.log(`leads gravados: ${leads} (≈${accepted} respostas 201) · e-mails na outbox: ${mails} (2 por lead: ${mails === 2 * leads ? 'sim' : 'NÃO'})`);
  console.log(`e-mails: ${sent} de ${mails} enviados ${drainSeconds} s depois da carga (${Math.round(sent / Math.max(1, drainSeconds))} por segundo, contando os que saíram durante a carga)`);

  writeResults('quiz', { machine: { cpus: os.cpus().length, loadavg: os.loadavg().map((l) => Number(l.toFixed(2))) }, connections, seconds, runs, ...row, leads, outboxRows: mails, sentAfterLoad: sent, drainSeconds, samples: r.samples });
  if (r.non2xx || r.errors || mails !== 2 * leads || sent !== mails) process.exitCode = 1;
} finally {
  await api.stop();
  await db.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
