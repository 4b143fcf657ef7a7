import {
  CHAT_MODE_HEADER,
  CHAT_TEXTS,
  createSseParser,
  parseChatEvent,
  type ChatMessage,
  type ChatMode,
} from '@studio/contracts/chat';

export const CHAT_ENDPOINT = '/api/chat-agent';

/** A failure the visitor is told about: the server's pt-BR text, or the generic one. */
export class ChatError extends Error {
  override name = 'ChatError';
}

export interface StreamHandlers {
  /** who is answering, known as soon as the reply starts */
  onStart: (mode: ChatMode) => void;
  onDelta: (text: string) => void;
  signal?: AbortSignal;
}

async function serverError(res: Response): Promise<string> {
  try {
    const data = (await res.json()) as { error?: unknown };
    if (typeof data.error === 'string' && data.error.trim()) return data.error;
  } catch {
    // not JSON (a proxy's error page): the generic text below
  }
  return CHAT_TEXTS.errorFallback;
}

/**
 * Sends the conversation and feeds the reply's pieces as they arrive. `fetch` with a stream reader, because
 * axios cannot read a response body progressively in browsers. Resolves when the reply is complete; rejects
 * with a `ChatError` (or an AbortError when `signal` aborts).
 */
export async function streamChat(messages: ChatMessage[], handlers: StreamHandlers): Promise<void> {
  let res: Response;
  try {
    res = await fetch(CHAT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ messages }),
      credentials: 'same-origin',
      signal: handlers.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ChatError(CHAT_TEXTS.errorFallback);
  }
  if (!res.ok || !res.body) throw new ChatError(await serverError(res));
  handlers.onStart(res.headers.get(CHAT_MODE_HEADER) === 'offline' ? 'offline' : 'ai');

  const state = { finished: false, failure: null as string | null, received: false };
  const parser = createSseParser((data) => {
    if (state.finished) return;
    const event = parseChatEvent(data);
    switch (event.type) {
      case 'delta':
        if (event.content) {
          state.received = true;
          handlers.onDelta(event.content);
        }
        break;
      case 'done':
        state.finished = true;
        break;
      case 'error':
        state.failure = event.error;
        state.finished = true;
        break;
      case 'invalid':
        // public-site.md §8: a line that cannot be parsed is only logged
        console.warn('[chat] linha do stream ignorada:', event.raw);
        break;
    }
  });

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!state.finished) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
    }
    parser.end();
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    // the connection broke mid-reply
    state.failure ??= CHAT_TEXTS.errorFallback;
  } finally {
    if (state.finished) void reader.cancel().catch(() => undefined);
  }
  if (state.failure) throw new ChatError(state.failure);
  if (!state.received) throw new ChatError(CHAT_TEXTS.errorFallback);
}
