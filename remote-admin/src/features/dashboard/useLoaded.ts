import { useCallback, useEffect, useRef, useState } from 'react';

interface Loaded<T> {
  fetcher: () => Promise<T>;
  version: number;
  data: T | null;
  failed: boolean;
}

/**
 * Data from the API for the current inputs. `fetcher` must be memoised (useCallback): a new fetcher (its
 * inputs changed) or `reload()` fetches again; the last data stays on screen meanwhile, and an answer that
 * arrives after the inputs changed again is ignored.
 */
export function useLoaded<T>(fetcher: () => Promise<T>, onError?: (err: unknown) => void) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<Loaded<T> | null>(null);
  // The error callback is a side channel (a toast), not an input: a new one must not fetch again.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    let live = true;
    fetcher().then(
      (data) => {
        if (live) setState({ fetcher, version, data, failed: false });
      },
      (err: unknown) => {
        if (!live) return;
        setState((prev) => ({ fetcher, version, data: prev?.data ?? null, failed: true }));
        onErrorRef.current?.(err);
      },
    );
    return () => {
      live = false;
    };
  }, [fetcher, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const loading = !state || state.fetcher !== fetcher || state.version !== version;
  return { data: state?.data ?? null, loading, failed: state?.failed ?? false, reload };
}
