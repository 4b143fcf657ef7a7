import type { Page } from 'playwright-core';

/**
 * Scrolls a page to its end half a screen at a time and back to the top, as a visitor reading it would, so
 * what loads on the way (lazy sections, `loading="lazy"` images) is requested.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
}
