import { useSession } from '@studio/platform';

interface HttpFailure {
  response?: { status?: number; data?: unknown };
}

export function statusOf(err: unknown): number | undefined {
  return (err as HttpFailure | null)?.response?.status;
}

/** The server's own `{ error }` text, or undefined when the request never got an answer from the API. */
export function serverMessage(err: unknown): string | undefined {
  const data = (err as HttpFailure | null)?.response?.data as { error?: unknown } | undefined;
  return data && typeof data.error === 'string' ? data.error : undefined;
}

/**
 * Unwraps an API answer. A 401 means the session ended (idle for 30 minutes, or signed out elsewhere): the
 * session store is cleared and the shell's gate takes the admin back to /auth.
 */
export async function unwrap<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (err) {
    if (statusOf(err) === 401) useSession.getState().clear();
    throw err;
  }
}
