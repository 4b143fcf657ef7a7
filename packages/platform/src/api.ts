import axios, { AxiosError } from 'axios';
import { API_ERRORS } from '@studio/contracts/errors';

/** One API client for every remote: same-origin `/api`, cookies sent, pt-BR errors surfaced. */
export const api = axios.create({ baseURL: '/api', withCredentials: true, timeout: 15_000 });

/** The server's `{ error }` text, or a pt-BR fallback. */
export function errorMessage(err: unknown, fallback: string = API_ERRORS.internal): string {
  if (err instanceof AxiosError) {
    const data = err.response?.data as { error?: unknown } | undefined;
    if (data && typeof data.error === 'string') return data.error;
  }
  return fallback;
}
