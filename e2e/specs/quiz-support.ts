import { expect, type Page } from '@playwright/test';
import { QUIZ_QUESTIONS } from '../../packages/contracts/src/quiz';
import { readMailbox } from '../../test-support/smtp-sink';

const qp = (s: string) => {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(s[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeWords = (v: string) =>
  v
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );

/** A raw message as searchable text: headers unfolded and decoded, every part's body decoded. */
export function decodeMail(raw: string): string {
  const src = raw.replace(/\r\n/g, '\n');
  const cut = src.indexOf('\n\n');
  const head = cut < 0 ? src : src.slice(0, cut);
  const body = cut < 0 ? '' : src.slice(cut + 2);
  const headers = decodeWords(head.replace(/\n[ \t]+/g, ' '));
  const type = /^content-type:(.*)$/im.exec(headers)?.[1] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1).filter((p) => !p.startsWith('--'));
    return [headers, ...parts.map((p) => decodeMail(p.replace(/^\n/, '')))].join('\n\n');
  }
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? qp(body.replace(/=\n/g, '')) : body;
  return `${headers}\n\n${text}`;
}

/** Waits for the mails that mention `needle` (e.g. a unique visitor e-mail) in the e2e SMTP sink. */
export async function mailsMentioning(needle: string, count: number, timeoutMs = 30_000): Promise<string[]> {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('E2E_MAILBOX não definido');
  let found: string[] = [];
  await expect
    .poll(
      () => {
        found = readMailbox(dir)
          .map((m) => decodeMail(m.raw))
          .filter((m) => m.includes(needle));
        return found.length;
      },
      { timeout: timeoutMs },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

export const nextButton = (page: Page) => page.getByRole('button', { name: /Próxima Pergunta|Finalizar Quiz/ });

/** Answers the questions from the current one to the last with each question's option `pick(question)`. */
export async function answerAll(page: Page, pick: (n: number) => number = () => 0, from = 1) {
  for (const q of QUIZ_QUESTIONS.slice(from - 1)) {
    await expect(page.getByText(`Pergunta ${q.number} de ${QUIZ_QUESTIONS.length}`)).toBeVisible();
    const role = q.kind === 'multiple' ? 'checkbox' : 'radio';
    await page.getByRole(role, { name: q.options[pick(q.number)]!, exact: true }).check();
    await nextButton(page).click();
  }
  await expect(page.getByRole('heading', { name: /Para onde enviamos a sua proposta/ })).toBeVisible();
}

export async function fillContact(page: Page, c: { nome?: string; email?: string; whatsapp?: string; empresa?: string; instagram?: string; pref?: string }) {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  if (c.nome !== undefined) await box('Nome completo').fill(c.nome);
  if (c.email !== undefined) await box('E-mail').fill(c.email);
  if (c.whatsapp !== undefined) await box('WhatsApp').fill(c.whatsapp);
  if (c.empresa !== undefined) await box('Empresa').fill(c.empresa);
  if (c.instagram !== undefined) await box('Instagram').fill(c.instagram);
  if (c.pref) await page.getByRole('radio', { name: c.pref, exact: true }).check();
}
