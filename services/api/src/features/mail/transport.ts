import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailBody {
  text: string;
  html?: string;
}

export interface MailMessage extends MailBody {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
}

export interface MailTransport {
  send: (msg: MailMessage) => Promise<void>;
  close: () => void;
}

/**
 * Bounded waits, so a silent SMTP server fails an attempt (and it is retried) well within the outbox lease;
 * a small pool of kept-alive connections, because the handshake costs more than the message itself.
 */
export const SMTP_DEFAULTS = {
  connectionTimeout: 5000,
  greetingTimeout: 5000,
  socketTimeout: 15_000,
  pool: true,
  maxConnections: 4,
  maxMessages: 100,
};

/**
 * SMTP_URL as nodemailer options: smtp://user:pass@host:port or smtps://..., with nodemailer's query options
 * (`?tls.rejectUnauthorized=false`, `?requireTLS=true`, `?pool=false`, `?socketTimeout=30000`...). Parsed here because
 * nodemailer drops every other option once it is given a URL, and these defaults must survive.
 */
export function smtpOptions(smtpUrl: string): Record<string, unknown> {
  const u = new URL(smtpUrl);
  const opts: Record<string, unknown> = { ...SMTP_DEFAULTS, host: u.hostname, secure: u.protocol === 'smtps:' };
  if (u.port) opts.port = Number(u.port);
  if (u.username) opts.auth = { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) };
  const tls: Record<string, unknown> = {};
  for (const [key, raw] of u.searchParams) {
    const value = raw === 'true' ? true : raw === 'false' ? false : raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    if (key.startsWith('tls.')) tls[key.slice(4)] = value;
    else if (!key.includes('.')) opts[key] = value;
  }
  if (Object.keys(tls).length) opts.tls = tls;
  return opts;
}

/** SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file (the local default). */
export function createTransport(opts: { smtpUrl: string | null; mailDir: string; log: FastifyBaseLogger }): MailTransport {
  if (opts.smtpUrl) {
    const t: Transporter = nodemailer.createTransport(smtpOptions(opts.smtpUrl));
    return {
      send: async (msg) => {
        await t.sendMail(msg);
      },
      close: () => t.close(),
    };
  }
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.resolve(opts.mailDir);
  // The folder is made when a write finds it missing (the first e-mail, or after someone removed it), not
  // before every e-mail.
  const write = async (file: string, data: Buffer) => {
    try {
      await fs.writeFile(file, data);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(file, data);
    }
  };
  return {
    send: async (msg) => {
      const info = (await t.sendMail(msg)) as unknown as { message: Buffer };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${msg.messageId.replace(/[^a-z0-9]/gi, '')}.eml`;
      const file = path.join(dir, name);
      // Written under a hidden temporary name and renamed, so a reader of *.eml never sees half a message.
      const tmp = path.join(dir, `.${name}.tmp`);
      await write(tmp, info.message);
      await fs.rename(tmp, file);
      opts.log.info({ file, to: msg.to, subject: msg.subject }, 'e-mail gravado em arquivo (SMTP_URL não definido)');
    },
    close: () => t.close(),
  };
}
