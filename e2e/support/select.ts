import { expect, type Locator, type Page } from '@playwright/test';

/** `text` anywhere, in this case (hasText with a string ignores case: 'Ativo' would match 'Inativo'). */
export const showing = (text: string) => ({ hasText: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

/**
 * Chooses an option of an antd Select until `took` shows it (a click can land while another dropdown closes,
 * or fail to take), without choosing again once it has.
 */
export async function choose(page: Page, field: Locator, option: string, took: Locator) {
  await expect(async () => {
    if ((await took.count()) === 0) {
      await field.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter(showing(option)).first().click({ timeout: 3000 });
    }
    await expect(took).toHaveCount(1, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** A value for a Select: the Select shows it once chosen. */
export async function pick(page: Page, field: Locator, option: string) {
  const select = field.locator('xpath=ancestor-or-self::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await choose(page, field, option, select.filter(showing(option)));
}
