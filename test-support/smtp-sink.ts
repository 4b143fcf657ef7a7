import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** SMTP envelope */
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** resolves once at least `count` mails arrived */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives in memory, decoded,
 * and, with `dir`, also as `.eml` files, for tests in another process than the sink (Playwright's workers).
 */
export async function startSmtpSink(
  opts: {
    port?: number;
    mails?: ReceivedMail[];
    /** refuse the n-th recipient (from 1) with this SMTP reply, e.g. 451 (try later) or 550 (never) */
    refuse?: (n: number) => { code: number; message: string } | null;
    dir?: string;
  } = {},
): Promise<SmtpSink> {
  const mails = opts.mails ?? [];
  let rcpts = 0;
  if (opts.dir) fs.mkdirSync(opts.dir, { recursive: true });
  const sockets = new Set<net.Socket>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS of the client: offline it only adds a timeout to every connection.
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, cb) {
      const refusal = opts.refuse?.(++rcpts);
      if (!refusal) return cb();
      return cb(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (opts.dir) fs.writeFileSync(path.join(opts.dir, `${Date.now()}-${mails.length}.eml`), raw);
        mails.push({
          ...parseMail(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        cb();
      });
    },
  });
  // A client that dies mid-conversation (the API killed by a drill) resets its connection; a mail server
  // shrugs that off, and an unhandled 'error' event would end the test process instead.
  server.on('error', () => undefined);
  server.server.on('connection', (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor: async (count, timeoutMs = 20_000) => {
      const until = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`esperava ${count} e-mails, chegaram ${mails.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return mails;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // Like a crashed server: open connections are cut, not drained.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

type Parsed = Omit<ReceivedMail, 'from' | 'to' | 'raw'>;

function parseMail(raw: string): Parsed {
  const part = parsePart(raw.replace(/\r\n/g, '\n'));
  return {
    headers: part.headers,
    subject: part.headers.subject ?? '',
    messageId: part.headers['message-id'] ?? '',
    text: part.text,
    html: part.html,
  };
}

function parsePart(src: string): { headers: Record<string, string>; text: string; html: string } {
  const cut = src.indexOf('\n\n');
  const head = cut < 0 ? src : src.slice(0, cut);
  const body = cut < 0 ? '' : src.slice(cut + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const out = { headers, text: '', html: '' };
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const p = parsePart(chunk.replace(/^\n/, ''));
      out.text ||= p.text;
      out.html ||= p.html;
    }
    return out;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
  return /^text\/html/i.test(type) ? { headers, text: '', html: decoded } : { headers, text: decoded, html: '' };
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return qp(body.replace(/=\n/g, ''));
  return body;
}

function qp(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '=' && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`); whitespace between two of them is dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _cs: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' ')),
    );
}

/** Messages a sink started with `dir` received so far, oldest first, raw. */
export function readMailbox(dir: string): { file: string; raw: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => ({ file: f, raw: fs.readFileSync(path.join(dir, f), 'utf8') }));
}
