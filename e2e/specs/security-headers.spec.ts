import { expect, test } from '@playwright/test';

test('pages carry a CSP without inline script, no framing, nosniff and a referrer policy', async ({ request }) => {
  for (const path of ['/', '/orcamento', '/admin/login', '/nao-existe']) {
    const res = await request.get(path);
    const h = res.headers();
    const csp = h['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("'unsafe-inline' 'self'");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['strict-transport-security']).toBeUndefined();
  }
});

test('API answers carry nosniff, a referrer policy and a deny-all CSP', async ({ request }) => {
  const res = await request.get('/api/health');
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('HSTS is sent when the site is served over HTTPS', async ({ request }) => {
  const res = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(res.headers()['strict-transport-security']).toContain('max-age=31536000');
});

test('the site renders under its CSP with no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-screen="HomePage"]')).toBeVisible();
  await page.goto('/orcamento');
  await expect(page.locator('[data-screen="QuizPage"]')).toBeVisible();
  expect(violations).toEqual([]);
});
