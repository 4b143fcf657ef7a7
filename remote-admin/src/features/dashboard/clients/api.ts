import { api } from '@studio/platform';
import type { ClientBody, ClientView } from '@studio/contracts/dashboard';
import { unwrap } from '../../../shared/http';

/** Clients, newest first; `q` searches name and company on the server. */
export const listClients = (q: string) => unwrap(api.get<ClientView[]>('/clients', { params: q.trim() ? { q: q.trim() } : {} }));
export const createClient = (body: ClientBody) => unwrap(api.post<ClientView>('/clients', body));
export const updateClient = (id: string, body: ClientBody) => unwrap(api.put<ClientView>(`/clients/${id}`, body));
export const deleteClient = (id: string) => unwrap(api.delete<null>(`/clients/${id}`));
