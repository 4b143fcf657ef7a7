import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible server for tests and the chat benchmark: `POST /v1/chat/completions` with
 * `stream: true` answers real `chat.completion.chunk` server-sent events, one piece at a time with a delay,
 * the way the hosted API does. Modes reproduce the failures the chat must survive.
 */
export type FakeMode = 'ok' | '500' | '429' | 'hang' | 'midstream' | 'stall';

export interface FakeOptions {
  mode?: FakeMode;
  /** text pieces streamed in `ok` mode, in order */
  pieces?: string[];
  /** pause before each piece */
  delayMs?: number;
}

export interface RecordedRequest {
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
  authorization: string | undefined;
  startedAt: number;
  /** when the client went away before the answer was complete; null while it is still open or once finished */
  abortedAt: number | null;
  finishedAt: number | null;
  piecesSent: number;
}

export interface FakeOpenAi {
  url: string; // http://127.0.0.1:<port>/v1
  port: number;
  opts: Required<FakeOptions>;
  requests: RecordedRequest[];
  /** resolves when the request number `index` (0-based) has been aborted by its client */
  waitForAbort: (index: number, timeoutMs?: number) => Promise<RecordedRequest>;
  close: () => Promise<void>;
}

export const DEFAULT_PIECES = ['Olá', '! Somos', ' um estúdio', ' de design', ' e branding', '.'];

function chunk(id: string, model: string, delta: Record<string, string>, finish: string | null = null): string {
  const payload = {
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'fp_fake',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(payload)}\n\n`;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(options: FakeOptions = {}): Promise<FakeOpenAi> {
  const opts: Required<FakeOptions> = { mode: 'ok', pieces: DEFAULT_PIECES, delayMs: 10, ...options };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        const rec: RecordedRequest = {
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'],
          authorization: req.headers.authorization,
          startedAt: Date.now(),
          abortedAt: null,
          finishedAt: null,
          piecesSent: 0,
        };
        requests.push(rec);
        res.on('close', () => {
          if (!res.writableFinished && rec.abortedAt === null) rec.abortedAt = Date.now();
        });
        const model = rec.body.model ?? 'fake-model';
        const mode = opts.mode;

        if (mode === '500') {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error', code: null } }));
          return;
        }
        if (mode === '429') {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
          res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }));
          return;
        }
        if (mode === 'hang') return; // never answers; the client must give up or go away

        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        res.flushHeaders();
        const id = `chatcmpl-${requests.length}`;
        res.write(chunk(id, model, { role: 'assistant', content: '' }));
        for (const [i, piece] of opts.pieces.entries()) {
          await wait(opts.delayMs);
          if (res.destroyed) return;
          if (mode === 'midstream' && i === 2) {
            // the connection drops in the middle of the answer
            res.destroy();
            return;
          }
          if (mode === 'stall' && i === 2) return; // headers and two pieces, then silence
          res.write(chunk(id, model, { content: piece }));
          rec.piecesSent++;
        }
        res.write(chunk(id, model, {}, 'stop'));
        res.end('data: [DONE]\n\n');
        rec.finishedAt = Date.now();
      })();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    opts,
    requests,
    async waitForAbort(index, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rec = requests[index];
        if (rec?.abortedAt) return rec;
        if (Date.now() > deadline) throw new Error(`a requisição ${index} ao upstream não foi abortada em ${timeoutMs} ms`);
        await wait(10);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
