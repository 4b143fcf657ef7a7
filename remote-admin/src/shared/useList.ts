import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A list read from the API: loaded on mount, reloaded on demand (after a save or a delete). `onError` shows
 * the section's own load-failure toast.
 */
export function useList<T>(fetchAll: () => Promise<T[]>, onError: () => void) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const latest = useRef({ fetchAll, onError });
  useEffect(() => {
    latest.current = { fetchAll, onError };
  });

  const run = useCallback(
    () =>
      latest.current
        .fetchAll()
        .then(setItems, () => latest.current.onError())
        .finally(() => setLoading(false)),
    [],
  );

  const reload = useCallback(() => {
    setLoading(true);
    return run();
  }, [run]);

  useEffect(() => {
    void run();
  }, [run]);

  return { items, setItems, loading, reload };
}
