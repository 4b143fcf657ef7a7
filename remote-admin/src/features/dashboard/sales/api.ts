import { api } from '@studio/platform';
import type { SaleBody, SaleListResponse, SaleView } from '@studio/contracts/dashboard';
import { unwrap } from '../../../shared/http';

/** Sales, newest first, with the totals by status; `q` searches client and service on the server. */
export const listSales = (q: string) => unwrap(api.get<SaleListResponse>('/sales', { params: q.trim() ? { q: q.trim() } : {} }));
export const createSale = (body: SaleBody) => unwrap(api.post<SaleView>('/sales', body));
export const updateSale = (id: string, body: SaleBody) => unwrap(api.put<SaleView>(`/sales/${id}`, body));
export const deleteSale = (id: string) => unwrap(api.delete<null>(`/sales/${id}`));
