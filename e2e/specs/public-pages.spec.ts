import { expect, test, type Page } from '@playwright/test';
import { formatPhone, type PublicSettings } from '../../packages/contracts/src/config';
import { CASE_STUDIES, SERVICES, STUDIO_PITCH, formatDuration } from '../../packages/contracts/src/studio';
import type { PublicPostSummary } from '../../packages/contracts/src/blog';

/** The edge paints a prerendered copy first; only the live React screen carries data-screen, so wait for it. */
async function live(page: Page) {
  await expect(page.locator('[data-remote="public"][data-screen]').first()).toBeVisible();
}

test.describe('home page', () => {
  test('hero, client logos and the four lazy sections with their ids', async ({ page }) => {
    await page.goto('/');
    await live(page);
    const hero = page.locator('#hero');
    await expect(hero.getByText('Design & Branding', { exact: true })).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Transformamos sua marca em sucesso');
    await expect(hero.getByRole('link', { name: 'Orçamento Personalizado' })).toHaveAttribute('href', '/orcamento');
    await expect(hero.getByRole('button', { name: 'Ver Portfolio' })).toBeVisible();
    for (const id of ['about', 'portfolio', 'services', 'contact']) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
    const logos = page.getByRole('region', { name: 'Marcas que confiam no nosso trabalho' }).getByRole('img');
    await expect(logos).toHaveCount(CASE_STUDIES.length);
    // every image reserves its box (no layout shift) and nothing is fetched from another origin
    const images = await page.locator('img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((i) => ({ w: i.getAttribute('width'), h: i.getAttribute('height'), src: i.src })),
    );
    expect(images.length).toBeGreaterThanOrEqual(CASE_STUDIES.length * 2);
    for (const img of images) {
      expect(img.w, img.src).toBeTruthy();
      expect(img.h, img.src).toBeTruthy();
      expect(new URL(img.src).origin).toBe(new URL(page.url()).origin);
    }
    await expect(page.locator('#portfolio').getByRole('link', { name: 'Ver todos os projetos' })).toHaveAttribute('href', '/projects');
    for (const s of SERVICES) {
      await expect(page.locator('#services').getByRole('link', { name: s.title })).toHaveAttribute('href', `/${s.slug}`);
    }
  });
});

test.describe('service pages', () => {
  const blocks: Record<string, string[]> = {
    design: ['Design Gráfico', 'Embalagens', 'Sinalização', 'Três passos, nenhuma surpresa', 'Figma', 'Adobe Illustrator'],
    'brand-identity': ['Diagnóstico', 'Manual e entrega', 'Oito semanas, três fases', 'Tudo o que você recebe', 'Manual da marca em PDF'],
    'social-media': ['Reels e Vídeos Curtos', 'Três fases para crescer com consistência', '+250%', '+180%', '+300%', 'leads qualificados'],
    'digital-experience': ['E-commerce', 'Experiência do usuário', 'Performance', 'Do rascunho ao site no ar', 'Next.js', 'Shopify'],
  };
  for (const service of SERVICES) {
    test(`/${service.slug} shows ${service.title} with its blocks and a call to action`, async ({ page }) => {
      await page.goto(`/${service.slug}`);
      await live(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      const main = page.locator('[data-screen="ServicePage"]');
      for (const text of blocks[service.slug] ?? []) await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(main.getByRole('link', { name: 'Orçamento Personalizado' }).last()).toHaveAttribute('href', '/orcamento');
    });
  }

  test('the design page lists six services and three steps; brand identity links back to projects', async ({ page }) => {
    await page.goto('/design');
    await live(page);
    await expect(page.locator('.service-cards > li')).toHaveCount(6);
    await expect(page.locator('.process-steps > li')).toHaveCount(3);
    await page.goto('/brand-identity');
    await live(page);
    await expect(page.locator('.process-steps > li')).toHaveCount(6);
    await expect(page.locator('.phases > li')).toHaveCount(3);
    await page.getByRole('link', { name: 'Voltar aos Projetos' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

test.describe('projects and case studies', () => {
  test('/projects lists the seven case studies with a link each and a way back home', async ({ page }) => {
    await page.goto('/projects');
    await live(page);
    await expect(page.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    const grid = page.locator('[data-screen="ProjectsPage"] .project-grid');
    for (const c of CASE_STUDIES) {
      const card = grid.locator('article', { has: page.getByRole('link', { name: c.title, exact: true }) });
      await expect(card.getByRole('link', { name: c.title, exact: true })).toHaveAttribute('href', `/projects/${c.slug}`);
      await expect(card.getByText(c.category, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(c.summary)).toBeVisible();
      for (const tag of c.tags) await expect(card.getByRole('listitem').filter({ hasText: tag }).first()).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('width', '1200');
    }
  });

  for (const c of CASE_STUDIES) {
    test(`/${c.slug} redirects to the canonical /projects/${c.slug}`, async ({ page }) => {
      await page.goto(`/${c.slug}`);
      await live(page);
      await expect(page).toHaveURL(new RegExp(`/projects/${c.slug}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/${c.slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);

      const direct = await page.goto(`/projects/${c.slug}`);
      await live(page);
      expect(direct?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/projects/${c.slug}$`));

      const screen = page.locator('[data-screen="CaseStudyPage"]');
      await expect(screen.getByRole('link', { name: 'Voltar aos Projetos' })).toHaveAttribute('href', '/projects');
      await expect(screen.locator('.case-hero__badge')).toHaveText(c.category);
      await expect(screen.getByRole('img', { name: new RegExp(c.title) })).toHaveAttribute('height', '800');
      await expect(screen.locator('.case__cards').getByRole('heading')).toHaveText(['Objetivo', 'Conceito', 'Design']);
      for (const title of ['Objetivo do Projeto', 'Processo', 'Soluções Implementadas', 'Resultados']) {
        await expect(screen.getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
      for (const step of ['Pesquisa', 'Conceito', 'Criação', 'Aplicação']) {
        await expect(screen.locator('.process-steps').getByRole('heading', { name: step })).toBeVisible();
      }
      await expect(screen.getByRole('heading', { name: 'Identidade Visual' })).toBeVisible();
      await expect(screen.getByRole('heading', { name: 'Aplicações' })).toBeVisible();
      const info = screen.getByRole('complementary', { name: 'Informações do Projeto' });
      await expect(info).toContainText(`Cliente${c.client}`);
      await expect(info).toContainText(`Duração${formatDuration(c.durationMonths)}`);
      await expect(info).toContainText(`Categoria${c.category}`);
      await expect(info).toContainText('Ano2024');
      await expect(screen.locator('.case__results .stats__item')).toHaveCount(3);
      for (const r of c.results) await expect(screen.locator('.case__results')).toContainText(r.value);
      await expect(screen.locator('blockquote')).toBeVisible();
      await expect(screen.locator('.testimonial__author')).not.toBeEmpty();
      await expect(screen.locator('.testimonial__role')).not.toBeEmpty();
    });
  }

  test('the durations are the ones the spec lists', async ({ page }) => {
    const expected: Record<string, string> = {
      'harmonius-blend': '6 meses',
      'startup-tecnologia': '3 meses',
      'restaurante-sabor-arte': '5 meses',
      'clinica-odontologica': '4 meses',
      'academia-fitness-plus': '4 meses',
      'ecommerce-moda-feminina': '8 meses',
      'cafeteria-aroma-sabor': '3,5 meses',
    };
    for (const [slug, duration] of Object.entries(expected)) {
      await page.goto(`/projects/${slug}`);
      await live(page);
      await expect(page.getByRole('complementary', { name: 'Informações do Projeto' })).toContainText(`Duração${duration}`);
    }
  });

  test('an unknown project slug shows a not-found state', async ({ page }) => {
    await page.goto('/projects/projeto-que-nao-existe');
    await live(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projeto não encontrado');
    await expect(page.getByRole('link', { name: 'Voltar aos Projetos' })).toHaveAttribute('href', '/projects');
  });
});

test.describe('blog', () => {
  test('lists what the API publishes, or says there is nothing yet', async ({ page, request }) => {
    const posts = (await (await request.get('/api/public/posts')).json()) as PublicPostSummary[];
    await page.goto('/blog');
    await live(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (posts.length === 0) {
      await expect(page.getByRole('heading', { name: 'Nenhum artigo publicado ainda' })).toBeVisible();
    } else {
      await expect(page.locator('.blog-grid article').first()).toBeVisible();
      expect(await page.locator('.blog-grid article').count()).toBeGreaterThanOrEqual(posts.length);
    }
  });

  test('an unknown article shows a not-found state', async ({ page }) => {
    await page.goto('/blog/artigo-que-nao-existe');
    await live(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artigo não encontrado');
    await expect(page.getByRole('link', { name: 'Voltar ao Blog' })).toHaveAttribute('href', '/blog');
  });
});

test.describe('status pages', () => {
  test('not-found shows 404, the texts, the attempted path and logs the attempt', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const res = await page.goto('/pagina-que-nao-existe?x=1');
    await live(page);
    expect(res?.status()).toBe(404);
    const screen = page.locator('[data-screen="NotFoundPage"]');
    await expect(screen.getByText('404', { exact: true })).toBeVisible();
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Página não encontrada');
    await expect(screen.getByText('A página que você está procurando não existe ou foi movida.')).toBeVisible();
    await expect(screen.getByTestId('attempted-path')).toHaveText('/pagina-que-nao-existe');
    await expect.poll(() => logged.some((l) => l.includes('/pagina-que-nao-existe'))).toBe(true);
    await screen.getByRole('link', { name: 'Voltar ao Início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-screen="HomePage"]')).toBeVisible();
  });

  test("maintenance shows the estimate, the WhatsApp number and 'Verificar Novamente' reloads", async ({ page, request }) => {
    const { config } = (await (await request.get('/api/settings/public')).json()) as PublicSettings;
    await page.goto('/manutencao');
    await live(page);
    const screen = page.locator('[data-screen="MaintenancePage"]');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Site em Manutenção');
    await expect(screen).toContainText('2-4 horas');
    await expect(screen.getByRole('link', { name: formatPhone(config.whatsapp) })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${config.whatsapp}\\?`));
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await Promise.all([page.waitForEvent('load'), screen.getByRole('button', { name: 'Verificar Novamente' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBeUndefined();
    await expect(page).toHaveURL(/\/manutencao$/);
  });

  test("the error page offers 'Tentar Novamente' (reload) and 'Voltar ao Início'", async ({ page }) => {
    await page.goto('/error');
    await live(page);
    const screen = page.locator('[data-screen="ErrorPage"]');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Ops! Algo deu errado');
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await Promise.all([page.waitForEvent('load'), screen.getByRole('button', { name: 'Tentar Novamente' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBeUndefined();
    await page.locator('[data-screen="ErrorPage"]').getByRole('link', { name: 'Voltar ao Início' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('document metadata', () => {
  const routes: { path: string; title: string }[] = [
    { path: '/', title: 'Estúdio Criativo | Design & Branding' },
    ...SERVICES.map((s) => ({ path: `/${s.slug}`, title: `${s.title} | Estúdio Criativo` })),
    { path: '/projects', title: 'Projetos | Estúdio Criativo' },
    ...CASE_STUDIES.map((c) => ({ path: `/projects/${c.slug}`, title: `${c.title}: estudo de caso | Estúdio Criativo` })),
    { path: '/blog', title: 'Blog | Estúdio Criativo' },
    { path: '/manutencao', title: 'Site em Manutenção | Estúdio Criativo' },
    { path: '/error', title: 'Algo deu errado | Estúdio Criativo' },
    { path: '/rota-desconhecida', title: 'Página não encontrada | Estúdio Criativo' },
  ];

  test('every public route sets its own title, meta description and Open Graph tags', async ({ page }) => {
    const descriptions = new Set<string>();
    for (const r of routes) {
      await page.goto(r.path);
      await live(page);
      await expect(page, r.path).toHaveTitle(r.title);
      const description = page.locator('meta[name="description"]');
      // the static page carries the studio pitch until the route's own description replaces it
      await expect(description).not.toHaveAttribute('content', STUDIO_PITCH);
      await expect(description).toHaveAttribute('content', /.{60,}/);
      const content = (await description.getAttribute('content')) ?? '';
      expect(descriptions.has(content), `${r.path} has its own description`).toBe(false);
      descriptions.add(content);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', r.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', content);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_BR');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    }
  });
});
