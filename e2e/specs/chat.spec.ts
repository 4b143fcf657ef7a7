import { expect, test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { CHAT_TEXTS, sseDelta, SSE_DONE_EVENT } from '../../packages/contracts/src/chat';
import { engageUntil } from '../support/engage';

// The browser-test stack runs without OPENAI_API_KEY, so these replies come from the offline assistant.

async function openChat(page: Page) {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: CHAT_TEXTS.open });
  await engageUntil(page, launcher);
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: CHAT_TEXTS.title });
  await expect(dialog).toBeVisible();
  // measure and click the panel at rest, after its opening animation
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return {
    launcher,
    dialog,
    input: dialog.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }),
    send: dialog.getByRole('button', { name: CHAT_TEXTS.send }),
    assistant: dialog.locator('li[data-role="assistant"]'),
    user: dialog.locator('li[data-role="user"]'),
  };
}

interface Growth {
  length: number;
  inputDisabled: boolean;
  sendDisabled: boolean;
}

/**
 * Records every length the newest assistant message goes through, with the state of the form at that
 * moment, to see the reply grow and the form stay locked while it does (timing-independent).
 */
async function watchReplyGrowth(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __growth: Growth[] };
    w.__growth = [];
    const root = document.querySelector('[data-screen="ChatWidget"]')!;
    const log = root.querySelector('ol')!;
    new MutationObserver(() => {
      const items = log.querySelectorAll('li[data-role="assistant"] .chat-msg__bubble');
      const n = items[items.length - 1]?.textContent?.length ?? 0;
      if (w.__growth.at(-1)?.length === n) return;
      w.__growth.push({
        length: n,
        inputDisabled: root.querySelector('input')!.disabled,
        sendDisabled: root.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled,
      });
    }).observe(log, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __growth: Growth[] }).__growth);
}

test("the chat's code is downloaded only once the visitor engages with the page", async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/chat/')) chatRequests.push(r.url());
  });
  await page.goto('/');
  await expect(page.locator('[data-screen="HomePage"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toEqual([]);
  await engageUntil(page, page.getByRole('button', { name: CHAT_TEXTS.open }));
  expect(chatRequests.length).toBeGreaterThan(0);
});

test('a visitor who never touches the page still gets the chat after a few seconds', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: CHAT_TEXTS.open })).toBeVisible({ timeout: 15_000 });
});

test('the widget opens on the home page with its greeting, focus in the input and the right size', async ({ page }) => {
  const { dialog, input, send, assistant } = await openChat(page);
  await expect(assistant.first().locator('.chat-msg__bubble')).toHaveText(CHAT_TEXTS.initialMessage);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', CHAT_TEXTS.placeholder);
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBe(384); // 24rem
  expect(Math.round(box.height)).toBe(500);
});

test('sending streams the automatic answer piece by piece, with clickable links', async ({ page }) => {
  const { dialog, input, send, assistant, user } = await openChat(page);
  const lengths = await watchReplyGrowth(page);

  await input.fill('Quanto tempo demora um projeto?');
  await expect(send).toBeEnabled();
  await input.press('Enter');

  await expect(user.locator('.chat-msg__bubble')).toHaveText('Quanto tempo demora um projeto?');
  await expect(input).toHaveValue('');

  const reply = assistant.nth(1);
  await expect(reply).toContainText('3 a 8 meses');
  await expect(input).toBeEnabled({ timeout: 15_000 });
  await expect(input).toBeFocused();
  await expect(reply).toContainText('Harmonius Blend');
  await expect(reply).toContainText(CHAT_TEXTS.automatic);

  // the text grew through intermediate states before it was complete, with the form locked meanwhile (a busy
  // browser may paint several pieces at once, so only "more than a couple" is required)
  const seen = await lengths();
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (let i = 1; i < seen.length; i++) expect(seen[i]!.length).toBeGreaterThan(seen[i - 1]!.length);
  // (the final piece may render together with the end of loading, so it is not checked)
  for (const state of seen.slice(0, -1)) expect(state).toMatchObject({ inputDisabled: true, sendDisabled: true });
  await expect(send).toBeDisabled(); // enabled again, but the input is empty

  // the reply is announced once complete
  await expect(dialog.getByRole('status')).toContainText('3 a 8 meses');

  const quiz = reply.getByRole('link', { name: 'quiz de orçamento' });
  await expect(quiz).toHaveAttribute('href', '/orcamento');
  await quiz.click();
  await expect(page).toHaveURL(/\/orcamento$/);
});

test('a WhatsApp link opens in a new tab, safely', async ({ page }) => {
  const { input, assistant } = await openChat(page);
  await input.fill('Qual o WhatsApp de vocês?');
  await input.press('Enter');
  const link = assistant.nth(1).getByRole('link', { name: /WhatsApp/ }).first();
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('while a reply is pending the input and send are disabled and Enter sends nothing more', async ({ page }) => {
  let calls = 0;
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/api/chat-agent', async (route) => {
    calls++;
    await released;
    // CRLF line ends, a comment, a keep-alive and an unreadable line, as a real stream may carry them
    const body = [
      ': ok\r\n\r\n',
      sseDelta('Resposta ').replace(/\n/g, '\r\n'),
      ': keep-alive\n\n',
      'data: {quebrado\n\n',
      sseDelta('completa.'),
      SSE_DONE_EVENT,
    ].join('');
    await route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body });
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });

  const { input, send, assistant } = await openChat(page);
  await input.fill('Primeira pergunta');
  await input.press('Enter');
  await expect(input).toBeDisabled();
  await expect(send).toBeDisabled();
  await page.keyboard.press('Enter');
  await send.click({ force: true });
  await expect(assistant.nth(1).locator('.chat-typing')).toBeVisible();
  expect(calls).toBe(1);

  release();
  await expect(assistant.nth(1).locator('.chat-msg__bubble')).toHaveText('Resposta completa.');
  await expect(input).toBeEnabled();
  expect(calls).toBe(1);
  // the unreadable line was only logged
  expect(warnings.some((w) => w.includes('{quebrado'))).toBe(true);
  // an AI answer carries no "automatic" label
  await expect(assistant.nth(1)).not.toContainText(CHAT_TEXTS.automatic);
});

test('a failed request removes the empty reply and shows the server error in a toast', async ({ page }) => {
  await page.route('**/api/chat-agent', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'O assistente está indisponível no momento.' }) }),
  );
  const { input, assistant, user } = await openChat(page);
  await input.fill('Olá?');
  await input.press('Enter');

  const toast = page.getByRole('alert').filter({ hasText: CHAT_TEXTS.errorTitle });
  await expect(toast).toContainText('O assistente está indisponível no momento.');
  await expect(user).toHaveCount(1);
  await expect(assistant).toHaveCount(1); // only the greeting: the empty reply is gone
  await expect(input).toBeEnabled();
});

test('a failure without a readable error shows "Erro ao enviar mensagem"', async ({ page }) => {
  await page.route('**/api/chat-agent', (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
  const { input, assistant } = await openChat(page);
  await input.fill('Olá?');
  await input.press('Enter');
  await expect(page.getByRole('alert')).toContainText(CHAT_TEXTS.errorFallback);
  await expect(assistant).toHaveCount(1);
});

test('a reply is shown as text: markup and unsafe links never become HTML', async ({ page }) => {
  await page.route('**/api/chat-agent', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: sseDelta('<img src=x onerror="window.__xss=1"> ') + sseDelta('[clique](javascript:alert(1)) e [orçamento](/orcamento)') + SSE_DONE_EVENT,
    }),
  );
  const { input, assistant } = await openChat(page);
  await input.fill('teste');
  await input.press('Enter');
  const reply = assistant.nth(1);
  await expect(reply).toContainText('<img src=x onerror="window.__xss=1">');
  await expect(reply).toContainText('[clique](javascript:alert(1))');
  await expect(reply.locator('img')).toHaveCount(0);
  await expect(reply.getByRole('link')).toHaveCount(1);
  await expect(reply.getByRole('link', { name: 'orçamento' })).toHaveAttribute('href', '/orcamento');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('Escape closes the panel and gives focus back to the button', async ({ page }) => {
  const { launcher, dialog, input } = await openChat(page);
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  // the conversation survives closing and reopening
  await launcher.click();
  await expect(page.getByRole('dialog', { name: CHAT_TEXTS.title })).toBeVisible();
});

test('on a phone the panel takes the width of the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const { dialog } = await openChat(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(8);
    expect(Math.round(box.width)).toBeGreaterThanOrEqual(375 - 16);
  } finally {
    await context.close();
  }
});

test('the open widget has no accessibility violations', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await openChat(page);
    const results = await new AxeBuilder({ page }).include('[data-screen="ChatWidget"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  } finally {
    await context.close();
  }
});
