import { api } from '@studio/platform';
import type { DashboardSummary } from '@studio/contracts/dashboard';
import { unwrap } from '../../../shared/http';

/** The summary cards and recent activity; `today` is the admin's own calendar day. */
export const getSummary = (today: string) => unwrap(api.get<DashboardSummary>('/dashboard/summary', { params: { today } }));
