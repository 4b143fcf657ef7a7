import { chromium } from 'playwright-core';
import { REMOTE_NAMES } from '../../scripts/lib/apps';
import { drillStack, type DrillResult, type Log } from './common';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** What each route must show, by the remote that renders it. */
const PAGES: { path: string; remote: string; screen: string }[] = [
  { path: '/', remote: 'public', screen: 'HomePage' },
  { path: '/projects', remote: 'public', screen: 'ProjectsPage' },
  { path: '/orcamento', remote: 'quiz', screen: 'QuizPage' },
  { path: '/auth', remote: 'admin', screen: 'AuthPage' },
];

/**
 * Each remote's server stopped in turn: every page of the other remotes still renders in Chromium, and the
 * missing part shows its fallback (the chat simply has no button).
 */
export async function remoteOutageDrill(log: Log): Promise<DrillResult> {
  const name = 'servidor de cada remote parado, um de cada vez';
  const { stack, stop } = await drillStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const details: string[] = [];
  let lost = 0;
  try {
    for (const remote of REMOTE_NAMES) {
      log(`  parando o remote ${remote}...`);
      await stack.stopApp(remote);
      const page = await browser.newPage();
      const problems: string[] = [];
      for (const p of PAGES) {
        await page.goto(`${stack.url}${p.path}`);
        if (p.remote === remote) {
          const fallback = page.getByText('Esta área está temporariamente indisponível');
          const ok = await fallback.first().isVisible({ timeout: 10_000 }).catch(() => false) ||
            (await fallback.first().waitFor({ timeout: 10_000 }).then(() => true).catch(() => false));
          if (!ok) problems.push(`${p.path} sem o aviso de indisponível`);
        } else {
          const ok = await page.locator(`[data-screen="${p.screen}"]`).first().waitFor({ timeout: 10_000 }).then(() => true).catch(() => false);
          if (!ok) problems.push(`${p.path} não renderizou ${p.screen}`);
        }
      }
      if (remote === 'chat') {
        await page.goto(`${stack.url}/`);
        // the chat loads when the visitor engages: move the pointer, then give it time to (not) appear
        await page.locator('[data-screen="HomePage"]').waitFor();
        for (let i = 0; i < 5; i++) await page.mouse.move(20, 20 + i * 10);
        await page.waitForTimeout(3000);
        if ((await page.locator('[data-screen="ChatWidget"]').count()) !== 0) problems.push('o chat apareceu com o remote parado');
      }
      await page.close();
      await stack.startApp(remote);
      lost += problems.length;
      details.push(`${remote} parado: ${problems.length ? problems.join('; ') : 'o resto do site renderizou e a área mostrou o aviso'}`);
    }
    return { name, lost, details };
  } finally {
    await browser.close();
    await stop();
  }
}
