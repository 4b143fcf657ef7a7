import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { randomPorts, startStack, type Stack } from '../../scripts/lib/stack';
import { engageUntil } from '../support/engage';

// These tests stop servers and edit remotes.json, so they run on a stack of their own.
test.describe.configure({ mode: 'serial' });

let stack: Stack;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-resilience-'));
  stack = await startStack({ ports: await randomPorts(), dataDir, quiet: true, env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' } });
});

test.afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('with the chat remote server stopped, the home page still renders', async ({ page }) => {
  await page.goto(`${stack.url}/`);
  await engageUntil(page, page.locator('[data-screen="ChatWidget"]'));
  await stack.stopApp('chat');
  try {
    await page.goto(`${stack.url}/`);
    await expect(page.locator('[data-screen="HomePage"]')).toBeVisible();
    // the visitor engages, the shell asks for the chat, and the stopped remote leaves no trace
    let asked = false;
    page.on('request', (r) => {
      if (r.url().includes('/remotes/chat/')) asked = true;
    });
    await engageUntil(page, () => expect(asked).toBe(true));
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-screen="ChatWidget"]')).toHaveCount(0);
    await page.goto(`${stack.url}/orcamento`);
    await expect(page.locator('[data-screen="QuizPage"]')).toBeVisible();
  } finally {
    await stack.startApp('chat');
  }
});

test('with the public remote server stopped, its area shows the pt-BR fallback and the quiz still works', async ({ page }) => {
  await stack.stopApp('public');
  try {
    await page.goto(`${stack.url}/projects`);
    await expect(page.getByRole('heading', { name: 'Esta área está temporariamente indisponível' })).toBeVisible();
    await page.goto(`${stack.url}/orcamento`);
    await expect(page.locator('[data-screen="QuizPage"]')).toBeVisible();
  } finally {
    await stack.startApp('public');
  }
});

test('pointing remotes.json at a rebuilt remote shows the new version without rebuilding the shell', async ({ page }) => {
  test.setTimeout(120_000);
  const shellIndex = fs.readFileSync(path.join(process.cwd(), 'shell/dist/index.html'), 'utf8');
  const release = (...args: string[]) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', ...args, '--data-dir', dataDir], {
      cwd: process.cwd(),
      stdio: 'pipe',
    });
  release('chat', '9.9.9-e2e');

  const manifests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('mf-manifest.json')) manifests.push(new URL(r.url()).pathname);
  });
  await page.goto(`${stack.url}/`);
  await engageUntil(page, page.locator('[data-screen="ChatWidget"]'));
  expect(manifests).toContain('/releases/chat/9.9.9-e2e/mf-manifest.json');
  const versions = await page.evaluate(() => JSON.stringify((window as unknown as { __FEDERATION__?: { moduleInfo?: unknown } }).__FEDERATION__?.moduleInfo ?? {}));
  expect(versions).toContain('9.9.9-e2e');

  // Roll back: the next page load uses the remote's own server again.
  release('chat', '--default');
  manifests.length = 0;
  await page.goto(`${stack.url}/`);
  await engageUntil(page, page.locator('[data-screen="ChatWidget"]'));
  expect(manifests).toContain('/remotes/chat/mf-manifest.json');
  expect(manifests.some((m) => m.startsWith('/releases/'))).toBe(false);
  // The shell's files were not touched by either step.
  expect(fs.readFileSync(path.join(process.cwd(), 'shell/dist/index.html'), 'utf8')).toBe(shellIndex);
});
