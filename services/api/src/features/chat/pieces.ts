import type OpenAI from 'openai';
import type { ChatMessage } from '@studio/contracts/chat';

/** A reply as it is produced: each value is the next piece of text. */
export type PieceSource = AsyncIterable<string>;

/** Pause between two pieces of an offline answer, so it arrives like a typed reply. */
export const OFFLINE_PIECE_DELAY_MS = 25;

/** Words per piece of an offline answer: small enough to read as typing, few enough events. */
const WORDS_PER_PIECE = 3;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A finished text streamed the way a model streams it, a few words at a time. */
export async function* textPieces(text: string, delayMs: number, signal: AbortSignal): PieceSource {
  const words = text.match(/\S+\s*|\s+/g) ?? [text];
  for (let i = 0; i < words.length; i += WORDS_PER_PIECE) {
    if (i > 0 && delayMs > 0) await sleep(delayMs, signal);
    yield words.slice(i, i + WORDS_PER_PIECE).join('');
  }
}

export interface ModelCall {
  client: OpenAI;
  model: string;
  system: string;
  messages: ChatMessage[];
  timeoutMs: number;
  signal: AbortSignal;
}

/** The model's reply through the `openai` SDK; chunks without text (role, finish reason) are skipped. */
export async function* modelPieces(call: ModelCall): PieceSource {
  const stream = await call.client.chat.completions.create(
    {
      model: call.model,
      stream: true,
      temperature: 0.4,
      max_tokens: 600,
      messages: [{ role: 'system', content: call.system }, ...call.messages],
    },
    { signal: call.signal, timeout: call.timeoutMs },
  );
  for await (const chunk of stream) {
    const content = chunk.choices[0]?.delta?.content;
    if (content) yield content;
  }
}
