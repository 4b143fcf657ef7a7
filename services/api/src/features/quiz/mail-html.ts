/** Escapes text for HTML bodies: every visitor-typed value goes through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/**
 * A plain, table-free layout that mail clients render alike: inline styles only (clients drop <style>),
 * a hidden preheader for the inbox preview. `body` must already be escaped HTML.
 */
export function mailLayout(opts: { preheader: string; heading: string; body: string; footer: string }): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.heading)}</title></head>
<body style="margin:0;padding:0;background:#faf8f5;color:#0e0d12;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(opts.preheader)}</div>
<div style="max-width:600px;margin:0 auto;padding:32px 20px">
<div style="height:4px;border-radius:4px;background:linear-gradient(120deg,#6d28d9,#db2777,#f59e0b);background-color:#db2777"></div>
<h1 style="font-size:22px;line-height:1.3;margin:24px 0 16px">${escapeHtml(opts.heading)}</h1>
${opts.body}
<p style="margin:32px 0 0;color:#5d5852;font-size:13px">${opts.footer}</p>
</div>
</body>
</html>`;
}

export function htmlList(items: string[]): string {
  return `<ul style="margin:4px 0 0;padding-left:20px">${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

export function htmlRows(rows: [string, string][]): string {
  return rows
    .map(([k, v]) => `<p style="margin:0 0 4px"><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`)
    .join('\n');
}
