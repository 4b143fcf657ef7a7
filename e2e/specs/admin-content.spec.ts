import { expect, test, type Page } from '@playwright/test';
import { BLOG_MESSAGES } from '../../packages/contracts/src/blog';
import { PROJECT_MESSAGES } from '../../packages/contracts/src/projects';
import { signInAsAdmin, toast, unique } from '../support/admin';
import { pick } from '../support/select';

// Whole create → edit → delete journeys: long on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

async function openSection(page: Page, label: string, path: string) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
}

test.describe('articles', () => {
  test('create, edit and delete an article with their toasts; published, it appears on /blog', async ({ page }) => {
    await signInAsAdmin(page);
    await openSection(page, 'Blog', 'blog-posts');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    await page.getByRole('button', { name: 'Novo Artigo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Artigo' });
    await dialog.getByRole('button', { name: 'Criar Artigo' }).click();
    await expect(dialog.getByText(BLOG_MESSAGES.titleRequired)).toBeVisible();
    await expect(dialog.getByText(BLOG_MESSAGES.contentRequired)).toBeVisible();

    const title = `Rebranding sem medo ${unique('a')}`;
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Resumo').fill('Quando mudar a marca e como fazer isso sem perder clientes.');
    await dialog.getByLabel('Categoria').fill('Branding');
    await dialog.getByLabel('Conteúdo').fill('Uma marca envelhece junto com o negócio.\n\nVeja os sinais.');
    await expect(dialog.getByLabel('Conteúdo')).toHaveAttribute('rows', '10');
    await dialog.getByRole('button', { name: 'Criar Artigo' }).click();
    await expect(toast(page, 'Sucesso!', BLOG_MESSAGES.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('post-card').filter({ hasText: title });
    await expect(card).toContainText('Rascunho');
    await expect(card.locator('[data-tone="yellow"]')).toBeVisible();
    await expect(card).toContainText('Branding');
    await expect(card).toContainText(/Criado em: \d{2}\/\d{2}\/\d{4}/);
    await expect(card).toContainText(/Atualizado em: \d{2}\/\d{2}\/\d{4}/);

    await card.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Artigo' });
    await expect(edit.getByLabel('Título')).toHaveValue(title);
    await pick(page, edit.getByLabel('Status'), 'Publicado');
    await edit.getByRole('button', { name: 'Atualizar Artigo' }).click();
    await expect(toast(page, 'Sucesso!', BLOG_MESSAGES.updated)).toBeVisible();
    await expect(card.locator('[data-tone="green"]')).toContainText('Publicado');

    // Published: on the public blog (the public API always; the page when the public remote has it).
    const published = (await (await page.request.get('/api/public/posts')).json()) as { title: string; slug: string }[];
    const post = published.find((p) => p.title === title);
    expect(post).toBeTruthy();
    const blog = await page.context().newPage();
    await blog.goto('/blog');
    await expect(blog.getByText(title).first()).toBeVisible();
    await blog.close();

    await card.getByRole('button', { name: `Excluir ${title}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: BLOG_MESSAGES.deleteConfirm });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Sucesso!', BLOG_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  });
});

test.describe('projects', () => {
  test('create, edit and delete a project: lists, previews, date, featured star and +N', async ({ page }) => {
    await signInAsAdmin(page);
    await openSection(page, 'Projetos', 'projects');
    await page.getByRole('button', { name: 'Novo Projeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });

    // at most 2xl (42rem) wide and 90% of the viewport tall
    const box = await page.locator('.adm-project-modal .ant-modal-container, .adm-project-modal .ant-modal-content').first().boundingBox();
    expect(box!.width).toBeLessThanOrEqual(42 * 16 + 1);
    expect(box!.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);

    const title = `Marca da Padaria Trigo ${unique('p')}`;
    await dialog.getByLabel('Título').fill(title);
    await dialog.getByLabel('Cliente').fill('Padaria Trigo');
    await dialog.getByLabel('Categoria').fill('Branding');

    const tag = dialog.getByLabel('Adicionar tag').first();
    await tag.fill('  Branding  ');
    await tag.press('Enter');
    await tag.fill('Branding');
    await tag.press('Enter');
    await tag.fill('   ');
    await tag.press('Enter');
    await tag.fill('Embalagem');
    await dialog.getByRole('button', { name: 'Adicionar tag' }).click();
    await expect(dialog.locator('.adm-list-field__tags .ant-tag')).toHaveText(['Branding', 'Embalagem']);
    await dialog.getByLabel('Remover Embalagem').click();
    await expect(dialog.locator('.adm-list-field__tags .ant-tag')).toHaveText(['Branding']);

    const image = dialog.getByLabel('Adicionar URL da imagem').first();
    for (const n of [1, 2, 3, 4]) {
      await image.fill(`/remotes/nao-existe/${n}.png`);
      await image.press('Enter');
    }
    await expect(dialog.getByRole('img', { name: /Prévia da imagem/ })).toHaveCount(4);

    await dialog.getByLabel('Data do projeto').click();
    await dialog.getByLabel('Data do projeto').fill('15/03/2025');
    await dialog.getByLabel('Data do projeto').press('Enter');
    await dialog.getByText('Projeto em destaque').click();
    await dialog.getByRole('button', { name: 'Criar Projeto' }).click();
    await expect(toast(page, 'Sucesso!', PROJECT_MESSAGES.created)).toBeVisible();

    const card = page.getByTestId('project-card').filter({ hasText: title });
    await expect(card.getByRole('img', { name: 'Projeto em destaque' })).toBeVisible();
    await expect(card).toContainText('Concluído');
    await expect(card).toContainText('Padaria Trigo');
    await expect(card).toContainText('#Branding');
    await expect(card).toContainText('Data: 15/03/2025');
    await expect(card.locator('.adm-thumbs img')).toHaveCount(3);
    await expect(card.locator('.adm-thumbs__more')).toHaveText('+1');

    const saved = ((await (await page.request.get('/api/projects')).json()) as { title: string; date: string | null }[]).find((p) => p.title === title);
    expect(saved?.date).toBe('2025-03-15');

    // Completed, so on the public site, where images that do not load give way to the studio's placeholder.
    const listed = ((await (await page.request.get('/api/public/projects')).json()) as { title: string; slug: string }[]).find((p) => p.title === title);
    expect(listed).toBeTruthy();
    const site = await page.context().newPage();
    await site.goto('/projects');
    const publicCard = site.locator('.project-card').filter({ hasText: title });
    await publicCard.scrollIntoViewIfNeeded();
    await expect(publicCard.locator('.project-card__placeholder')).toBeVisible();
    await expect(publicCard.locator('img')).toHaveCount(0);
    await site.goto(`/projects/${listed!.slug}`);
    await expect(site.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(site.locator('.case__art-placeholder')).toBeVisible();
    await site.locator('.project-gallery').scrollIntoViewIfNeeded();
    await expect(site.locator('.project-gallery img')).toHaveCount(0);
    await expect(site.getByRole('heading', { name: 'Galeria' })).toBeHidden();
    await site.close();

    await card.getByRole('button', { name: `Editar ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Projeto' });
    await pick(page, edit.getByLabel('Status'), 'Em Andamento');
    // clearing the date saves null
    await edit.getByLabel('Data do projeto').hover();
    await edit.locator('.ant-picker-clear').click();
    await edit.getByRole('button', { name: 'Atualizar Projeto' }).click();
    await expect(toast(page, 'Sucesso!', PROJECT_MESSAGES.updated)).toBeVisible();
    await expect(card.locator('[data-tone="blue"]')).toContainText('Em Andamento');
    await expect(card).not.toContainText('Data:');

    await card.getByRole('button', { name: `Excluir ${title}` }).click();
    await page.getByRole('dialog').filter({ hasText: PROJECT_MESSAGES.deleteConfirm }).getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(page, 'Sucesso!', PROJECT_MESSAGES.deleted)).toBeVisible();
    await expect(page.getByTestId('project-card').filter({ hasText: title })).toHaveCount(0);
  });
});

test.describe('leads', () => {
  test('a quiz submission shows up with its answers, contact and e-mail state, and can be marked contacted', async ({ page }) => {
    const nome = `Lead ${unique('l')}`;
    const quiz = await import('../../packages/contracts/src/quiz');
    const answers = Object.fromEntries(quiz.QUIZ_QUESTIONS.map((q) => [String(q.number), [q.options[0]!]]));
    const sent = await page.request.post('/api/quiz-submissions', {
      data: { answers, contact: { nome, email: 'lead@exemplo.com.br', whatsapp: '(11) 98888-7777', preferenciaContato: 'whatsapp' } },
    });
    expect(sent.status()).toBeLessThan(300);

    await signInAsAdmin(page);
    await openSection(page, 'Leads', 'leads');
    const card = page.getByTestId('lead-card').filter({ hasText: nome });
    await expect(card).toContainText('lead@exemplo.com.br');
    await expect(card).toContainText(quiz.QUIZ_QUESTIONS[0]!.title);
    await expect(card).toContainText('WhatsApp');
    await expect(card.locator('[data-mail-state]').first()).toBeVisible();

    await card.getByRole('checkbox', { name: 'Contatado' }).check();
    await expect(toast(page, 'Sucesso!')).toBeVisible();
    const leads = (await (await page.request.get('/api/leads')).json()) as { contact: { nome: string }; contacted: boolean }[];
    expect(leads.find((l) => l.contact.nome === nome)?.contacted).toBe(true);
  });
});
