import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHAT_ERRORS, CHAT_MODE_HEADER, SSE_DONE_EVENT, sseDelta, sseError, type ChatMode } from '@studio/contracts/chat';
import type { PieceSource } from './pieces';
import { upstreamFailure, type AbortReason } from './upstream-errors';

/** A comment line now and then keeps proxies from closing a connection while a slow model thinks. */
const KEEP_ALIVE_MS = 15_000;

export interface StreamOptions {
  mode: ChatMode;
  /** the reply's pieces; must stop when the signal aborts */
  source: (signal: AbortSignal) => PieceSource;
  /** longest wait for the first piece, and between two pieces */
  timeoutMs: number;
  /** running replies, so a shutdown can end them instead of waiting for them */
  active: Set<(reason: AbortReason) => void>;
}

/**
 * Answers with server-sent events. Nothing is committed until the first piece exists: a failure before it
 * is a plain JSON `{ error }` with a fitting status; a failure after it ends the stream with an error
 * event. The browser closing the connection aborts the upstream work.
 */
export async function streamReply(req: FastifyRequest, reply: FastifyReply, opts: StreamOptions): Promise<FastifyReply> {
  const res = reply.raw;
  const controller = new AbortController();
  let reason: AbortReason | undefined;
  const abort = (why: AbortReason) => {
    if (controller.signal.aborted) return;
    reason = why;
    controller.abort(why);
  };
  const onClose = () => {
    if (!res.writableFinished) abort('client');
  };
  res.on('close', onClose);
  opts.active.add(abort);

  let timer: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  // one timer, re-armed in place for every piece (cheaper than clearing and creating one per piece)
  const arm = () => {
    if (timer) timer.refresh();
    else timer = setTimeout(() => abort('timeout'), opts.timeoutMs);
  };
  const cleanup = () => {
    clearTimeout(timer);
    clearInterval(keepAlive);
    res.off('close', onClose);
    opts.active.delete(abort);
  };

  const pieces = opts.source(controller.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    arm();
    first = await pieces.next();
    // the SDK ends a stream quietly when its signal aborts: an early end after an abort is that abort
    if (controller.signal.aborted) throw new Error(`abortado: ${reason}`);
    if (first.done) throw new Error('resposta vazia do modelo');
  } catch (err) {
    cleanup();
    if (reason === 'client') {
      // Nobody is listening any more; there is nothing to answer.
      reply.hijack();
      res.destroy();
      return reply;
    }
    const failure = upstreamFailure(err, reason);
    req.log.warn({ err: { name: (err as Error)?.name, status: (err as { status?: number })?.status }, reason }, 'assistente do chat falhou antes de responder');
    if (failure.retryAfter) reply.header('Retry-After', String(failure.retryAfter));
    // Sent here rather than thrown: the app's error handler replaces any 5xx text with a generic one.
    return reply.code(failure.status).type('application/json; charset=utf-8').send({ error: failure.error });
  }

  const body = new PassThrough();
  body.write(sseDelta(first.value));
  keepAlive = setInterval(() => {
    if (!body.destroyed) body.write(': keep-alive\n\n');
  }, KEEP_ALIVE_MS);

  const pump = async () => {
    try {
      for (;;) {
        arm();
        const next = await pieces.next();
        if (controller.signal.aborted) throw new Error(`abortado: ${reason}`);
        if (next.done) break;
        if (body.destroyed) return;
        body.write(sseDelta(next.value));
      }
      body.end(SSE_DONE_EVENT);
    } catch (err) {
      if (reason === 'client' || body.destroyed) {
        body.destroy();
        return;
      }
      req.log.warn({ err: { name: (err as Error)?.name, message: (err as Error)?.message }, reason }, 'resposta do chat interrompida');
      body.end(sseError(reason === 'timeout' ? CHAT_ERRORS.upstreamTimeout : CHAT_ERRORS.interrupted));
    } finally {
      cleanup();
    }
  };
  void pump();

  return reply
    .code(200)
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('X-Accel-Buffering', 'no')
    .header(CHAT_MODE_HEADER, opts.mode)
    .send(body);
}
