import { api } from '@studio/platform';
import type { LeadView } from '@studio/contracts/leads';
import { unwrap } from '../../shared/http';

/** Quiz submissions, newest first, with the delivery state of their e-mails. */
export const listLeads = () => unwrap(api.get<LeadView[]>('/leads'));
export const setContacted = (id: string, contacted: boolean) => unwrap(api.patch<LeadView>(`/leads/${id}`, { contacted }));
