// `npm test`: type check, lint, jest (unit + API integration), build, then Playwright in Chromium.
// Each step runs even if an earlier one failed, and the last line counts every test: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps';
import { ensureBuilt } from './lib/stack';

const results = { passed: 0, failed: 0 };
const skipE2E = process.argv.includes('--no-e2e');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

function step(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  if (only && !only.split(',').includes(name)) return true;
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(name: string, ok: boolean) {
  if (ok) results.passed++;
  else results.failed++;
  console.log(`${ok ? '✔' : '✘'} ${name}`);
}

const bin = (p: string) => path.join(ROOT, 'node_modules', p);

check('typecheck', step('typecheck', process.execPath, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']));
check('lint', step('lint', process.execPath, [bin('oxlint/bin/oxlint'), '--deny-warnings', '-c', '.oxlintrc.json', '.']));

function countJest(file: string) {
  if (!fs.existsSync(file)) return false;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number };
  results.passed += r.numPassedTests;
  results.failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  return true;
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return false;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  results.passed += r.stats.expected + r.stats.flaky;
  results.failed += r.stats.unexpected;
  return true;
}

fs.mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
if (!only || only.split(',').includes('jest')) {
  const jestOut = path.join(ROOT, 'test-results/jest.json');
  fs.rmSync(jestOut, { force: true });
  const ok = step('jest', process.execPath, ['--experimental-vm-modules', bin('jest/bin/jest.js'), '--json', `--outputFile=${jestOut}`]);
  if (!countJest(jestOut)) check('jest (não produziu relatório)', ok && false);
}

if (!skipE2E && (!only || only.split(',').includes('e2e'))) {
  console.log('\n━━ build ━━');
  let built = true;
  try {
    ensureBuilt(undefined, true);
  } catch {
    built = false;
  }
  check('build', built);
  if (built) {
    const e2eOut = path.join(ROOT, 'test-results/e2e.json');
    fs.rmSync(e2eOut, { force: true });
    const ok = step('e2e', process.execPath, [bin('@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts']);
    if (!countPlaywright(e2eOut)) check('e2e (não produziu relatório)', ok && false);
  }
}

console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed === 0 ? 0 : 1);
