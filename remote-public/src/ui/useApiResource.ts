import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '@studio/platform';

// The shared client's errors carry the HTTP status; axios itself is not imported here so it is not bundled twice.
function statusOf(err: unknown): number | undefined {
  const response = (err as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** GET one API path (relative to /api) with loading, not-found and error states; `retry` asks again. */
export function useApiResource<T>(path: string, fallbackError: string): Resource<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key: '', resource: { status: 'loading' } });
  const key = `${path}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<T>(path, { signal: controller.signal })
      .then(({ data }) => setState({ key, resource: { status: 'ok', data } }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = statusOf(err) === 404;
        setState({
          key,
          resource: notFound ? { status: 'not-found' } : { status: 'error', message: errorMessage(err, fallbackError) },
        });
      });
    return () => controller.abort();
  }, [path, key, fallbackError]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // a new path shows "loading" at once instead of the previous path's answer
  const resource: Resource<T> = state.key === key ? state.resource : { status: 'loading' };
  return { ...resource, retry };
}
