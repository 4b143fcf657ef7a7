import { defineConfig, devices } from '@playwright/test';

/** Browser tests in Debian's Chromium against the built site, served the way `npm start` serves it. */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI, as Playwright's own template does: a test that fails twice still fails the run, and one
  // that passes only on its retry is listed as flaky in the report so it gets fixed rather than forgotten.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
