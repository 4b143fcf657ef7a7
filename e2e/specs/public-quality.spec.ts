import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { QUIZ_QUESTIONS } from '../../packages/contracts/src/quiz';
import { CASE_STUDY_SLUGS, PRERENDER_SLOT, SERVICE_SLUGS } from '../../packages/contracts/src/routes';
import { scrollThrough } from '../../test-support/scroll-through';

/** Every public route, with the screen that must be on it before it is measured. */
const ROUTES: { path: string; screen: string }[] = [
  { path: '/', screen: 'HomePage' },
  ...SERVICE_SLUGS.map((s) => ({ path: `/${s}`, screen: 'ServicePage' })),
  { path: '/projects', screen: 'ProjectsPage' },
  ...CASE_STUDY_SLUGS.map((s) => ({ path: `/projects/${s}`, screen: 'CaseStudyPage' })),
  { path: '/projects/projeto-inexistente', screen: 'ProjectPage' },
  { path: '/blog', screen: 'BlogPage' },
  { path: '/blog/artigo-inexistente', screen: 'BlogPostPage' },
  { path: '/manutencao', screen: 'MaintenancePage' },
  { path: '/error', screen: 'ErrorPage' },
  { path: '/caminho-inexistente', screen: 'NotFoundPage' },
];

const fileName = (path: string) => path.replace(/^\/$/, 'home').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/** Loads a route and, on the home page, waits for the lazy sections so the whole page is measured. */
async function open(page: Page, path: string, screen: string) {
  await page.goto(path);
  await expect(page.locator(`[data-remote="public"][data-screen="${screen}"]`)).toBeVisible();
  if (screen === 'HomePage') await expect(page.locator('#contact h2')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Scrolls the page through so its lazy images load, then waits until every image has loaded: a full-page
 * screenshot alone leaves the lazy ones blank below the first screen. One that fails must give way to its
 * fallback (ImageOr), so a broken one that stays fails the test.
 */
async function expectImagesLoaded(page: Page, where: string) {
  await scrollThrough(page);
  const notLoaded = () => page.evaluate(() => [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
  await expect.poll(notLoaded, { message: `images not loaded on ${where}` }).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  for (const r of ROUTES) {
    test(`${r.path} has no serious or critical violation`, async ({ browser }) => {
      test.slow(); // axe walks the whole DOM: the long home page takes a while on a busy machine
      const context = await browser.newContext();
      const page = await context.newPage();
      await open(page, r.path, r.screen);
      // the chat widget belongs to the chat remote and is checked by its own tests
      const results = await new AxeBuilder({ page }).exclude('[data-remote="chat"]').analyze();
      const blocking = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(blocking).toEqual([]);
      await context.close();
    });
  }

  test('the page can be used from the keyboard with a visible focus ring', async ({ page }) => {
    await open(page, '/', 'HomePage');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Tab');
    const logo = page.getByRole('link', { name: 'Estúdio Criativo, página inicial' });
    await expect(logo).toBeFocused();
    const outline = await logo.evaluate((el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth);
    expect(outline).toBe('solid 3px');
    // Enter on a nav link works like a click
    await page.locator('#site-menu').getByRole('link', { name: 'Contato', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top ?? -1)).toBeLessThan(130);
    await expect.poll(() => page.evaluate(() => document.getElementById('contact')?.getBoundingClientRect().top ?? -1)).toBeGreaterThanOrEqual(0);
  });
});

test.describe('responsive layout', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`no horizontal overflow nor broken image at ${size.width}×${size.height} (screenshots saved)`, async ({ browser }, testInfo) => {
      test.slow();
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      for (const r of ROUTES) {
        await open(page, r.path, r.screen);
        const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        expect(overflow.scroll, `${r.path} at ${size.width}px`).toBeLessThanOrEqual(overflow.inner);
        await expectImagesLoaded(page, `${r.path} at ${size.width}px`);
        await page.screenshot({ path: testInfo.outputPath(`${fileName(r.path)}-${size.width}.png`), fullPage: true });
      }
      await context.close();
    });
  }
});

test.describe('performance budget', () => {
  test('public routes download no antd and no admin code', async ({ page }) => {
    const scripts: string[] = [];
    const withAntd: string[] = [];
    const reads: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.push(res.url());
      reads.push(
        res
          .text()
          .then((body) => {
            if (body.includes('ant-btn') || body.includes('@ant-design')) withAntd.push(res.url());
          })
          .catch(() => undefined),
      );
    });
    for (const r of [ROUTES[0]!, ROUTES[1]!, ROUTES[5]!, ROUTES[6]!]) await open(page, r.path, r.screen);
    await page.waitForLoadState('networkidle');
    await Promise.all(reads);
    expect(withAntd).toEqual([]);
    expect(scripts.some((u) => u.includes('/remotes/public/'))).toBe(true);
    expect(scripts.filter((u) => u.includes('/remotes/admin/'))).toEqual([]);
  });

  test('the page arrives rendered with one small script, which preloads the route\'s code after the first paint', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/boot\.[a-f0-9]{10}\.js$/);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('id="hero-title" class="hero__title">Transformamos sua marca em');
    const listed = JSON.parse(/<script type="application\/json" id="boot-preloads">([^<]*)<\/script>/.exec(html)![1]!) as string[];
    expect(listed).toContain('/remotes/public/remoteEntry.js');
    expect(listed.some((u) => u.includes('__federation_expose_HomePage'))).toBe(true);

    await open(page, '/', 'HomePage');
    const preloaded = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(listed);
    expect(await page.locator('head script[src*="/assets/main."]').count()).toBe(1);

    // Both brand fonts are preloaded, and they are the only font files a Portuguese page downloads.
    const fonts = [...html.matchAll(/<link rel="preload" as="font" [^>]*href="([^"]+)"/g)].map((m) => m[1]!).sort();
    expect(fonts.map((f) => f.replace(/\.[a-f0-9]{10}\.woff2$/, ''))).toEqual(['/assets/inter-latin-wght-normal', '/assets/sora-latin-wght-normal']);
    await page.waitForLoadState('networkidle');
    const used = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.endsWith('.woff2')));
    expect([...new Set(used)].sort()).toEqual(fonts);
  });

  test('the quiz arrives rendered inside the site\'s header and footer, two remotes\' HTML put together by the edge', async ({ page, request }) => {
    const html = await (await request.get('/orcamento')).text();
    expect(html).not.toContain(PRERENDER_SLOT);
    const layout = html.indexOf('data-prerendered="SiteLayout"');
    const quiz = html.indexOf('data-prerendered="QuizPage"');
    const footer = html.indexOf('<footer');
    expect(layout).toBeGreaterThan(-1);
    expect(quiz).toBeGreaterThan(layout);
    expect(footer).toBeGreaterThan(quiz);
    expect(html).toContain(QUIZ_QUESTIONS[0]!.title);
    expect(html).toMatch(/<link rel="stylesheet" href="\/remotes\/quiz\/assets\/[^"]+\.css">/);

    await page.goto('/orcamento');
    await expect(page.locator('[data-remote="quiz"][data-screen="QuizPage"]')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  });

  test('the home page does not shift while its lazy sections arrive (CLS < 0.05)', async ({ page }) => {
    await watchLayoutShifts(page);
    await open(page, '/', 'HomePage');
    await page.waitForLoadState('networkidle');
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.05);
  });

  test('the page does not move when the brand fonts arrive after the first paint', async ({ page }) => {
    // Fonts held back for a second: the page is first painted in the fallback face, then they swap in.
    await page.route('**/*.woff2', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShifts(page);
    await open(page, '/projects/harmonius-blend', 'CaseStudyPage');
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Inter Variable' && f.status === 'loaded'));
    const { cls, shifts } = await layoutShifts(page);
    expect(cls, shifts.join('\n')).toBeLessThan(0.005);
  });
});

/** Records every layout shift not caused by input, with the nodes that moved, from the page's first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
        if (e.hadRecentInput) continue;
        w.__cls += e.value;
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const nodes = e.sources.map(
          (s) =>
            `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        w.__shifts.push(`${e.value.toFixed(4)} @${Math.round(e.startTime)}ms: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShifts(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}
