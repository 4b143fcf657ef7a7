import { expect, test, type Page } from '@playwright/test';
import { CONTACT_MAX, OTHER_TEXT_MAX, QUIZ_QUESTIONS, QUIZ_TOASTS } from '../../packages/contracts/src/quiz';
import { answerAll, fillContact, mailsMentioning, nextButton } from './quiz-support';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const toast = (page: Page, t: { title: string; description: string }, role: 'alert' | 'status') =>
  page.getByRole(role).filter({ hasText: t.title }).filter({ hasText: t.description });

// Whole-wizard journeys click through eight steps and wait for real e-mail: more than the default 45 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.goto('/orcamento');
  await expect(page.locator('[data-remote="quiz"][data-screen="QuizPage"]')).toBeVisible();
});

test('the page: hero, badge, how it works, notes, meta, inside the site layout', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Descubra a solução ideal para o seu negócio' })).toBeVisible();
  await expect(page.getByText('Proposta Personalizada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Como funciona?' })).toBeVisible();
  for (const step of ['Análise Detalhada', 'Proposta Exclusiva', 'Apresentação']) await expect(page.getByRole('heading', { name: step })).toBeVisible();
  for (const note of ['Resposta em até 24h', 'Sem compromisso', '100% gratuito', 'Leva cerca de 5 minutos', 'Seus dados estão seguros']) {
    await expect(page.getByText(note, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Orçamento personalizado/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /7 perguntas/);
  // the public remote's layout wraps the screen
  await expect(page.locator('[data-remote="public"][data-screen="SiteLayout"] [data-screen="QuizPage"]')).toBeVisible();
});

test('the whole wizard in Chromium, and both e-mails arrive', async ({ page }) => {
  const id = unique();
  const email = `e2e-${id}@exemplo.com.br`;
  await expect(page.getByText('Pergunta 1 de 7')).toBeVisible();
  await expect(page.getByText('13% concluído')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(nextButton(page)).toBeDisabled();
  await expect(nextButton(page)).toHaveText(/Próxima Pergunta/);

  for (const q of QUIZ_QUESTIONS) {
    await expect(page.getByText(`Pergunta ${q.number} de 7`)).toBeVisible();
    await expect(page.getByRole('group', { name: q.title })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    if (q.kind === 'multiple') {
      // several answers, toggled on and off
      await page.getByRole('checkbox', { name: q.options[0]!, exact: true }).check();
      await page.getByRole('checkbox', { name: q.options[2]!, exact: true }).check();
      await page.getByRole('checkbox', { name: q.options[3]!, exact: true }).check();
      await page.getByRole('checkbox', { name: q.options[3]!, exact: true }).uncheck();
      await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(2);
    } else {
      await page.getByRole('radio', { name: q.options[1]!, exact: true }).check();
      await page.getByRole('radio', { name: q.options[2]!, exact: true }).check();
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    }
    await expect(nextButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled({ enabled: q.number > 1 });
    await expect(nextButton(page)).toHaveText(q.number === 7 ? /Finalizar Quiz/ : /Próxima Pergunta/);
    await expect(page.getByText(`${Math.round((q.number / 8) * 100)}% concluído`)).toBeVisible();
    await nextButton(page).click();
  }

  // contact step, with the maxima from the contracts
  await expect(page.getByRole('heading', { name: /Para onde enviamos a sua proposta/ })).toBeVisible();
  await expect(page.getByText('100% concluído')).toBeVisible();
  for (const [name, field] of [['Nome completo', 'nome'], ['E-mail', 'email'], ['WhatsApp', 'whatsapp'], ['Empresa', 'empresa'], ['Instagram', 'instagram']] as const) {
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute('maxlength', String(CONTACT_MAX[field]));
  }
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute('type', 'email');
  for (const label of ['WhatsApp', 'E-mail', 'Ligação direta']) await expect(page.getByRole('radio', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeEnabled();
  // back and forth keeps the answers
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0); // question 7 is single-choice
  await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[6]!.options[2]!, exact: true })).toBeChecked();
  await nextButton(page).click();

  await fillContact(page, { nome: `Marina ${id}`, email, whatsapp: '(11) 98765-4321', empresa: 'Ateliê Aurora', instagram: '@atelieaurora', pref: 'WhatsApp' });
  await page.locator('.qz-card').screenshot({ path: 'test-results/quiz-contact-step.png' });
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();

  await expect(toast(page, QUIZ_TOASTS.sent, 'status')).toBeVisible();
  // reset to an empty step 1
  await expect(page.getByText('Pergunta 1 de 7')).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();
  expect(await page.evaluate(() => sessionStorage.getItem('studio.quiz.v1'))).toBeNull();

  const mails = await mailsMentioning(email, 2);
  const toStudio = mails.find((m) => /^Reply-To: .*e2e-/m.test(m))!;
  const toVisitor = mails.find((m) => new RegExp(`^To: ${email}`, 'm').test(m))!;
  expect(toStudio).toContain(`Novo pedido de proposta: Marina ${id} (Ateliê Aurora)`);
  for (const q of QUIZ_QUESTIONS) expect(toStudio).toContain(q.title);
  expect(toStudio).toContain(`- ${QUIZ_QUESTIONS[5]!.options[0]}`);
  expect(toStudio).toContain(`- ${QUIZ_QUESTIONS[5]!.options[2]}`);
  expect(toStudio).not.toContain(`- ${QUIZ_QUESTIONS[5]!.options[3]}`);
  expect(toStudio).toContain('Preferência de contato: WhatsApp');
  expect(toVisitor).toContain('Olá, Marina!');
});

test('missing contact fields give the required-fields toast and send nothing', async ({ page }) => {
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/quiz-submissions')) posted++;
  });
  await answerAll(page);
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.requiredFields, 'alert')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toBeFocused();

  await fillContact(page, { nome: 'Só Nome', email: 'so@nome.com.br' });
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.requiredFields, 'alert')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'WhatsApp', exact: true })).toBeFocused();

  await fillContact(page, { email: 'sem-arroba', pref: 'E-mail' });
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.invalidEmail, 'alert')).toBeVisible();
  expect(posted).toBe(0);
});

test("'Outro' reveals a text box of 200 characters that goes out with the answers", async ({ page }) => {
  const id = unique();
  const box = page.getByRole('textbox', { name: QUIZ_QUESTIONS[0]!.otherLabel! });
  await expect(box).toHaveCount(0);
  await page.getByRole('radio', { name: 'Outro', exact: true }).check();
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('maxlength', String(OTHER_TEXT_MAX));
  await expect(nextButton(page)).toBeEnabled();
  await box.fill('x'.repeat(250));
  await expect(box).toHaveValue('x'.repeat(OTHER_TEXT_MAX));
  await expect(page.getByText(`${OTHER_TEXT_MAX}/${OTHER_TEXT_MAX} caracteres`)).toBeVisible();
  await box.fill(`Pet shop ${id}`);
  // another option hides the box; 'Outro' again brings the text back
  await page.getByRole('radio', { name: 'Moda / Vestuário', exact: true }).check();
  await expect(box).toHaveCount(0);
  await page.getByRole('radio', { name: 'Outro', exact: true }).check();
  await expect(box).toHaveValue(`Pet shop ${id}`);
  await nextButton(page).click();
  await answerAll(page, () => 0, 2);
  const email = `outro-${id}@exemplo.com.br`;
  await fillContact(page, { nome: 'Otávio', email, pref: 'Ligação direta' });
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.sent, 'status')).toBeVisible();
  const mails = await mailsMentioning(email, 2);
  for (const m of mails) expect(m).toContain(`Outro: Pet shop ${id}`);
});

test('a reload in the middle keeps the answers and the step', async ({ page }) => {
  await page.getByRole('radio', { name: 'Outro', exact: true }).check();
  await page.getByRole('textbox', { name: QUIZ_QUESTIONS[0]!.otherLabel! }).fill('Floricultura');
  await nextButton(page).click();
  await page.getByRole('radio', { name: QUIZ_QUESTIONS[1]!.options[3]!, exact: true }).check();
  await nextButton(page).click();
  await expect(page.getByText('Pergunta 3 de 7')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Pergunta 3 de 7')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[1]!.options[3]!, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio', { name: 'Outro', exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: QUIZ_QUESTIONS[0]!.otherLabel! })).toHaveValue('Floricultura');

  // the contact step too
  await nextButton(page).click();
  await answerAll(page, () => 1, 2);
  await fillContact(page, { nome: 'Rita', email: 'rita@exemplo.com.br' });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Rita');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('rita@exemplo.com.br');
});

test('when the API cannot be reached: the failure toast, and everything kept for another try', async ({ page }) => {
  const id = unique();
  const email = `falha-${id}@exemplo.com.br`;
  await answerAll(page, (n) => (n === 1 ? 7 : 1));
  await page.getByRole('textbox', { name: 'Nome completo' }).fill('Teresa');
  await fillContact(page, { email, empresa: 'Café Teresa', pref: 'Ligação direta' });

  await page.route('**/api/quiz-submissions', (r) => r.abort('connectionrefused'));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.sendFailed, 'alert')).toBeVisible();
  expect(errors.join('\n')).toContain('Erro ao enviar quiz');
  await expect(page.getByRole('textbox', { name: 'Nome completo' })).toHaveValue('Teresa');
  await expect(page.getByRole('textbox', { name: 'Empresa' })).toHaveValue('Café Teresa');
  await expect(page.getByRole('radio', { name: 'Ligação direta', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[6]!.options[1]!, exact: true })).toBeChecked();
  await nextButton(page).click();

  // A 503 from a server that is up but unwell: same toast, same state.
  await page.unroute('**/api/quiz-submissions');
  await page.route('**/api/quiz-submissions', (r) => r.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Serviço temporariamente indisponível."}' }));
  // The first failure's toast may still be on screen: wait for this answer itself before going back online.
  const unwell = page.waitForResponse((r) => r.url().endsWith('/api/quiz-submissions') && r.status() === 503);
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await unwell;
  await expect(toast(page, QUIZ_TOASTS.sendFailed, 'alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar Quiz' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);

  // Back online: the same answers go through.
  await page.unroute('**/api/quiz-submissions');
  await page.getByRole('button', { name: 'Enviar Quiz' }).click();
  await expect(toast(page, QUIZ_TOASTS.sent, 'status')).toBeVisible();
  const mails = await mailsMentioning(email, 2);
  expect(mails.some((m) => m.includes('Outro'))).toBe(true);
});

test('keyboard only: arrows pick an option, Enter moves on, Space toggles a checkbox', async ({ page }) => {
  await page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[0]!, exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[0]!.options[1]!, exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Pergunta 2 de 7')).toBeVisible();
  // focus moved to the new question
  await expect(page.getByText(QUIZ_QUESTIONS[1]!.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: QUIZ_QUESTIONS[1]!.options[0]!, exact: true })).toBeChecked();
  await page.keyboard.press('Enter');
  await answerAll(page, () => 0, 3);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Pergunta 6 de 7')).toBeVisible();
  const second = page.getByRole('checkbox', { name: QUIZ_QUESTIONS[5]!.options[1]!, exact: true });
  await second.focus();
  await page.keyboard.press('Space');
  await expect(second).toBeChecked();
  await page.keyboard.press('Space');
  await expect(second).not.toBeChecked();
});

for (const width of [360, 768, 1440]) {
  test(`fits a ${width}px wide screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByText('Pergunta 1 de 7')).toBeVisible();
    await page.getByRole('radio', { name: 'Outro', exact: true }).check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const card = await page.locator('.qz-card').boundingBox();
    expect(card!.x).toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/quiz-${width}.png`, fullPage: true });
  });
}
