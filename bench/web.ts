// `npm run bench:web`: builds, starts the site as `npm start` does (free ports, fresh data), then for each
// public route loads it in Chromium and counts the bytes as sent (JS, CSS, other) and the requests; then runs
// Lighthouse (mobile preset) 5 times on /, a service page, /projects, a case study, /blog and /orcamento and
// prints the medians.
// Writes bench/results/web.json. Flags: --no-lighthouse, --runs N.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROUTES } from '../packages/contracts/src/routes';
import { ensureBuilt, randomPorts, startStack } from '../scripts/lib/stack';
import { writeResults } from './lib/results';
import { scrollThrough } from '../test-support/scroll-through';

const { values } = parseArgs({ options: { 'no-lighthouse': { type: 'boolean' }, runs: { type: 'string', default: '5' }, 'no-build': { type: 'boolean' } } });
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const publicRoutes = ROUTES.filter((r) => !r.redirectTo && !r.path.includes(':') && !r.path.includes('*') && !r.screen.startsWith('admin/')).map((r) => r.path);

interface Transfer {
  route: string;
  requests: number;
  js: number;
  css: number;
  other: number;
  total: number;
  adminRequests: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

if (!values['no-build']) ensureBuilt(undefined, true);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-web-'));
const stack = await startStack({ ports: await randomPorts(), dataDir, quiet: true, env: { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' } });
const transfers: Transfer[] = [];
const lighthouseRows: Record<string, unknown>[] = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  for (const route of publicRoutes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    const t: Transfer = { route, requests: 0, js: 0, css: 0, other: 0, total: 0, adminRequests: 0 };
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      const bytes = e.encodedDataLength;
      t.requests++;
      t.total += bytes;
      if (type === 'Script') t.js += bytes;
      else if (type === 'Stylesheet') t.css += bytes;
      else t.other += bytes;
      if (urls.get(e.requestId)?.includes('/remotes/admin/')) t.adminRequests++;
    });
    await page.goto(`${stack.url}${route}`, { waitUntil: 'networkidle' });
    // Scroll to the end so lazily loaded sections and images count too.
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    transfers.push(t);
    await context.close();
  }
  await browser.close();

  console.log('\nBytes transferidos por rota (como enviados, comprimidos), celular 390×844, após rolar a página\n');
  console.log('| rota | requisições | JS | CSS | outros | total | admin |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const t of transfers) {
    console.log(`| ${t.route} | ${t.requests} | ${kb(t.js)} | ${kb(t.css)} | ${kb(t.other)} | ${kb(t.total)} | ${t.adminRequests} |`);
  }

  if (!values['no-lighthouse']) {
    const runs = Number(values.runs);
    const targets = ['/', '/design', '/projects', '/projects/harmonius-blend', '/blog', '/orcamento'];
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
    try {
      for (const route of targets) {
        const samples: { score: number; lcp: number; cls: number; tbt: number; js: number }[] = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${stack.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          const lhr = result?.lhr;
          if (!lhr) continue;
          const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
          samples.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            js: items.find((x) => x.resourceType === 'script')?.transferSize ?? 0,
          });
        }
        lighthouseRows.push({
          route,
          runs: samples.length,
          performance: median(samples.map((s) => s.score)),
          lcpMs: Math.round(median(samples.map((s) => s.lcp))),
          cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
          tbtMs: Math.round(median(samples.map((s) => s.tbt))),
          jsBytes: median(samples.map((s) => s.js)),
          scores: samples.map((s) => s.score),
        });
      }
    } finally {
      await chrome.kill();
    }
    console.log(`\nLighthouse 12, preset móvel, Chromium do Debian — medianas de ${runs} execuções\n`);
    console.log('| rota | desempenho | LCP | CLS | TBT | JS | notas |');
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const r of lighthouseRows) {
      console.log(`| ${r.route} | ${r.performance} | ${r.lcpMs} ms | ${r.cls} | ${r.tbtMs} ms | ${kb(r.jsBytes as number)} | ${(r.scores as number[]).join(', ')} |`);
    }
  }
  writeResults('web', { transfers, lighthouse: lighthouseRows });
} finally {
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
