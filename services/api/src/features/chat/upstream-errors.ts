import OpenAI from 'openai';
import { CHAT_ERRORS } from '@studio/contracts/chat';

/** Why our own abort fired: the browser left, the reply stalled, or the server is shutting down. */
export type AbortReason = 'client' | 'timeout' | 'shutdown';

export interface UpstreamFailure {
  status: number;
  error: string;
  /** seconds, for a Retry-After header */
  retryAfter?: number;
}

/**
 * Turns a failure of the model call into what the visitor is told. The upstream's own text never reaches
 * the browser: it can be English, technical, or reveal the provider.
 */
export function upstreamFailure(err: unknown, reason: AbortReason | undefined): UpstreamFailure {
  if (reason === 'timeout' || err instanceof OpenAI.APIConnectionTimeoutError) {
    return { status: 504, error: CHAT_ERRORS.upstreamTimeout };
  }
  if (reason === 'shutdown') return { status: 503, error: CHAT_ERRORS.upstreamFailed, retryAfter: 5 };
  if (err instanceof OpenAI.APIError && err.status === 429) {
    const header = Number(err.headers?.get('retry-after'));
    return { status: 503, error: CHAT_ERRORS.upstreamBusy, retryAfter: Number.isFinite(header) && header > 0 ? Math.ceil(header) : 30 };
  }
  return { status: 502, error: CHAT_ERRORS.upstreamFailed };
}
