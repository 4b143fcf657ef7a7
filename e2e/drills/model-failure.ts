import { chromium } from 'playwright-core';
import { startFakeOpenAi, type FakeMode } from '../../test-support/fake-openai';
import { drillStack, type DrillResult, type Log } from './common';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** The upstream model failing, then hanging: the chat widget shows its error and the site stays responsive. */
export async function modelFailureDrill(log: Log): Promise<DrillResult> {
  const name = 'modelo upstream falhando (500) e travado (sem resposta)';
  const details: string[] = [];
  let lost = 0;
  for (const mode of ['500', 'hang'] as FakeMode[]) {
    const upstream = await startFakeOpenAi({ mode });
    const ds = await drillStack({ OPENAI_API_KEY: 'sk-drill', OPENAI_BASE_URL: upstream.url, OPENAI_TIMEOUT_MS: '3000', CHAT_RATE_LIMIT_MAX: '1000' });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      log(`  modelo em modo ${mode}...`);
      const page = await browser.newPage();
      await page.goto(`${ds.stack.url}/`);
      // the chat loads once the visitor engages with the page (or after a few seconds without it)
      await page.mouse.move(20, 20);
      await page.getByRole('button', { name: /abrir assistente/i }).click({ timeout: 15_000 });
      await page.getByPlaceholder('Digite sua mensagem...').fill('Quanto custa uma identidade visual?');
      await page.keyboard.press('Enter');
      const toast = await page.getByRole('alert').filter({ hasText: 'Erro' }).first().waitFor({ timeout: 15_000 }).then(() => true).catch(() => false);
      if (!toast) lost++;
      const started = Date.now();
      const health = await fetch(`${ds.stack.url}/api/health`).then((r) => r.status);
      const healthMs = Date.now() - started;
      await page.goto(`${ds.stack.url}/projects`);
      const renders = await page.locator('[data-screen="ProjectsPage"]').waitFor({ timeout: 10_000 }).then(() => true).catch(() => false);
      if (health !== 200 || !renders) lost++;
      details.push(`modo ${mode}: aviso de erro no chat ${toast ? 'mostrado' : 'AUSENTE'}; /api/health ${health} em ${healthMs} ms; /projects ${renders ? 'renderizou' : 'NÃO renderizou'}`);
    } finally {
      await browser.close();
      await ds.stop();
      await upstream.close();
    }
  }
  return { name, lost, details };
}
