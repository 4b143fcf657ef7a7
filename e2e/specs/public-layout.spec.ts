import { expect, test, type Page } from '@playwright/test';
import { whatsappLink, type PublicSettings } from '../../packages/contracts/src/config';

/** The edge paints a prerendered copy first; only the live React screen carries data-screen, so wait for it. */
async function live(page: Page) {
  await expect(page.locator('[data-remote="public"][data-screen]').first()).toBeVisible();
}

const SECTION_IDS = ['hero', 'about', 'portfolio', 'services', 'contact'] as const;
const NAV = ['Início', 'Sobre', 'Portfolio', 'Serviços', 'Contato'] as const;

/** Distance from the viewport top to a section: a scrolled-to section sits just under the fixed header. */
async function sectionTop(page: Page, id: string): Promise<number> {
  return page.evaluate((sel) => document.getElementById(sel)?.getBoundingClientRect().top ?? Number.NaN, id);
}

async function expectSectionAtTop(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id), { message: `#${id} scrolled under the header` }).toBeGreaterThanOrEqual(0);
  await expect.poll(() => sectionTop(page, id)).toBeLessThan(130);
}

/** The alpha channel of a computed colour: rgb(...) is opaque, rgba(..., a) is a. */
function alpha(color: string): number {
  const parts = color.match(/[\d.]+/g) ?? [];
  return parts.length === 4 ? Number(parts[3]) : 1;
}

async function waitForHomeSections(page: Page) {
  // the four lazy sections have rendered their headings
  for (const id of ['about', 'portfolio', 'services', 'contact']) {
    await expect(page.locator(`#${id} h2`).first()).toBeVisible();
  }
}

test.describe('header', () => {
  test('is transparent at the top and opaque with a shadow past 50 px', async ({ page }) => {
    await page.goto('/');
    await live(page);
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const style = () =>
      header.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { bg: cs.backgroundColor, shadow: cs.boxShadow };
      });
    await expect.poll(style).toEqual({ bg: 'rgba(0, 0, 0, 0)', shadow: 'none' });

    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(50);
    // exactly 50 px is not "more than 50"
    await expect(header).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await style()).shadow).not.toBe('none');
    await expect.poll(async () => alpha((await style()).bg)).toBeGreaterThan(0.9);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(style).toEqual({ bg: 'rgba(0, 0, 0, 0)', shadow: 'none' });
  });

  test('the logo links home and the nav lists the five sections in order', async ({ page }) => {
    await page.goto('/projects');
    await live(page);
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Estúdio Criativo, página inicial' })).toHaveAttribute('href', '/');
    const links = header.getByRole('navigation', { name: 'Principal' }).getByRole('link');
    await expect(links.filter({ hasNotText: 'Área Admin' })).toHaveText([...NAV]);
    for (const [i, id] of SECTION_IDS.entries()) {
      await expect(header.getByRole('link', { name: NAV[i], exact: true })).toHaveAttribute('href', `/#${id}`);
    }
  });

  test("'Conversar no WhatsApp' opens the chat link with the greeting in a new tab", async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/public')).json()) as PublicSettings;
    await page.goto('/');
    await live(page);
    const link = page.locator('header.site-header').getByRole('link', { name: 'Conversar no WhatsApp' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', whatsappLink(settings.config.whatsapp));
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    expect(decodeURIComponent(new URL(href!).searchParams.get('text') ?? '')).toContain('elevar o nível');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('navigation to the home sections', () => {
  test('on the home page a nav click scrolls smoothly to its section', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __scrolls: string[] }).__scrolls = calls;
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
        calls.push(`${(this as Element).id}:${typeof arg === 'object' ? arg.behavior : 'auto'}`);
        return original.call(this, arg);
      };
    });
    await page.goto('/');
    await live(page);
    await waitForHomeSections(page);
    const header = page.locator('header.site-header');
    for (const [i, id] of SECTION_IDS.entries()) {
      if (id === 'hero') continue;
      await header.getByRole('link', { name: NAV[i], exact: true }).click();
      await expectSectionAtTop(page, id);
      await expect(page).toHaveURL(/\/$/);
    }
    expect(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls)).toEqual([
      'about:smooth',
      'portfolio:smooth',
      'services:smooth',
      'contact:smooth',
    ]);
    await header.getByRole('link', { name: 'Início', exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('with reduced motion the same click jumps without animation', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await live(page);
    await waitForHomeSections(page);
    await page.locator('header.site-header').getByRole('link', { name: 'Serviços', exact: true }).click();
    // an instant jump has already landed when the click returns
    const top = await sectionTop(page, 'services');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(130);
    await context.close();
  });

  test("'Ver Portfolio' in the hero scrolls to the portfolio", async ({ page }) => {
    await page.goto('/');
    await live(page);
    await waitForHomeSections(page);
    await page.getByRole('button', { name: 'Ver Portfolio' }).click();
    await expectSectionAtTop(page, 'portfolio');
    await expect(page.getByRole('link', { name: 'Orçamento Personalizado' }).first()).toHaveAttribute('href', '/orcamento');
  });

  test('from another page a nav click goes to /#id and scrolls there on arrival', async ({ page }) => {
    await page.goto('/projects');
    await live(page);
    await page.locator('header.site-header').getByRole('link', { name: 'Serviços', exact: true }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expectSectionAtTop(page, 'services');
    await expect(page.locator('#services h2')).toHaveText('Tudo o que a sua marca precisa para ser lembrada');
  });

  test('opening /#contact directly scrolls to the contact section once it has loaded', async ({ page }) => {
    await page.goto('/#contact');
    await live(page);
    await expectSectionAtTop(page, 'contact');
  });

  test('the footer buttons reach the five sections from another page', async ({ page }) => {
    await page.goto('/projects/harmonius-blend');
    await live(page);
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('button')).toHaveText([...NAV]);
    await footer.getByRole('button', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/#portfolio$/);
    await expectSectionAtTop(page, 'portfolio');
    // now on the home page: the footer scrolls in place
    await page.locator('footer.site-footer').getByRole('button', { name: 'Sobre' }).click();
    await expectSectionAtTop(page, 'about');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('collapses the nav behind a button that adds Área Admin and closes after a nav click', async ({ page }, testInfo) => {
    await page.goto('/');
    await live(page);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Fechar menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Área Admin' })).toHaveAttribute('href', '/auth');
    await expect(menu.getByRole('link', { name: 'Conversar no WhatsApp' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('mobile-menu-open-390.png') });

    await waitForHomeSections(page);
    await menu.getByRole('link', { name: 'Contato', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expectSectionAtTop(page, 'contact');
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/projects');
    await live(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
  });

  test('on a wide screen the nav is inline and Área Admin is not shown', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await live(page);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Sobre', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Área Admin' })).toBeHidden();
    await context.close();
  });
});

test.describe('footer', () => {
  test('shows the social links from the configuration and the current year', async ({ page, request }) => {
    const { config } = (await (await request.get('/api/settings/public')).json()) as PublicSettings;
    await page.goto('/');
    await live(page);
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Estúdio Criativo`);
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', config.instagramUrl);
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', config.linkedinUrl);
    await expect(footer.getByRole('link', { name: config.contactEmail })).toHaveAttribute('href', `mailto:${config.contactEmail}`);
  });
});
