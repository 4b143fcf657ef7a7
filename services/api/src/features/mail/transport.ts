import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  send: (msg: MailMessage) => Promise<void>;
  close: () => void;
}

/** SMTP when SMTP_URL is set; otherwise each e-mail becomes an .eml file (the local default). */
export function createTransport(opts: { smtpUrl: string | null; mailDir: string; log: FastifyBaseLogger }): MailTransport {
  if (opts.smtpUrl) {
    const t: Transporter = nodemailer.createTransport(opts.smtpUrl, {
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 15_000,
    } as object);
    return {
      send: async (msg) => {
        await t.sendMail(msg);
      },
      close: () => t.close(),
    };
  }
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (msg) => {
      const info = (await t.sendMail(msg)) as unknown as { message: Buffer };
      await fs.mkdir(opts.mailDir, { recursive: true });
      const file = path.resolve(opts.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${msg.messageId.replace(/[^a-z0-9]/gi, '')}.eml`);
      await fs.writeFile(file, info.message);
      opts.log.info({ file, to: msg.to, subject: msg.subject }, 'e-mail gravado em arquivo (SMTP_URL não definido)');
    },
    close: () => t.close(),
  };
}
