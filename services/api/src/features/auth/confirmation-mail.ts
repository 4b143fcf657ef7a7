import type { OutgoingMail } from '../../plugins/app/outbox';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-up confirmation e-mail, with a link back to /auth that confirms the account. */
export function confirmationMail(opts: { to: string; userId: string; token: string; publicUrl: string }): OutgoingMail {
  const link = `${opts.publicUrl.replace(/\/+$/, '')}/auth?confirm=${encodeURIComponent(opts.token)}`;
  const text = [
    'Olá!',
    '',
    'Recebemos um cadastro na área administrativa do Estúdio Criativo com este e-mail.',
    'Para ativar a sua conta, abra o link abaixo (válido por 24 horas):',
    '',
    link,
    '',
    'Se não foi você, ignore esta mensagem: nenhuma conta será ativada.',
    '',
    'Estúdio Criativo',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0e0d12;line-height:1.5">
<p>Olá!</p>
<p>Recebemos um cadastro na área administrativa do Estúdio Criativo com este e-mail.</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#6d28d9;color:#fff;border-radius:8px;text-decoration:none">Confirmar meu e-mail</a></p>
<p style="font-size:13px;color:#5d5852">Ou copie este endereço no navegador (válido por 24 horas):<br>${escape(link)}</p>
<p style="font-size:13px;color:#5d5852">Se não foi você, ignore esta mensagem: nenhuma conta será ativada.</p>
</body></html>`;
  return { kind: 'signup-confirmation', refId: opts.userId, to: opts.to, subject: 'Confirme seu e-mail – Estúdio Criativo', text, html };
}
