import { useCallback } from 'react';
import dayjs from 'dayjs';
import { ISO_DATE_FORMAT } from '@studio/contracts/dashboard';
import { useLoaded } from '../useLoaded';
import { getSummary } from './api';

/** The summary cards' data (for the admin's own today); `reload` after any change they reflect. */
export function useSummary() {
  const fetcher = useCallback(() => getSummary(dayjs().format(ISO_DATE_FORMAT)), []);
  return useLoaded(fetcher);
}
