import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the pointer like a visitor until `target` is attached (or, given a function, until it stops
 * throwing). Secondary widgets (the chat) load on the visitor's first engagement with the page, and a move
 * made before the shell's code runs goes unseen, so this keeps moving until the widget is there.
 */
export async function engageUntil(page: Page, target: Locator | (() => void | Promise<void>)): Promise<void> {
  let step = 0;
  await expect(async () => {
    step++;
    await page.mouse.move(10 + (step % 2) * 20, 10 + step);
    if (typeof target === 'function') await target();
    else await expect(target).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
