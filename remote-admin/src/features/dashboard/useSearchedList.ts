import { useCallback, useState } from 'react';
import { DASHBOARD_TOASTS } from '@studio/contracts/dashboard';
import { ERROR_TITLE, useNotify } from '../../shared/useNotify';
import { useDebouncedValue } from './useDebouncedValue';
import { useLoaded } from './useLoaded';

/**
 * What a searchable dashboard tab shows: `fetchFor` (a module-level API call, so stable) runs again as the
 * search settles. `changed()` after a save or a delete reloads it and tells the dashboard, whose totals move.
 */
export function useSearchedList<T>(fetchFor: (q: string) => Promise<T>, onChanged: () => void) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const notify = useNotify();

  const fetcher = useCallback(() => fetchFor(q), [fetchFor, q]);
  const { data, loading, reload } = useLoaded(fetcher, () => notify.error(ERROR_TITLE, DASHBOARD_TOASTS.loadFailed));

  const changed = () => {
    reload();
    onChanged();
  };
  return { search, setSearch, data, loading, changed };
}
