import { AUTH_MESSAGES } from '@studio/contracts/auth';
import { serverMessage, statusOf } from '../../shared/http';

export interface Toast {
  title: string;
  description?: string;
}

/** admin-area.md §8 for /auth sign-in: the server's message under 'Erro no login', or 'Erro inesperado'. */
export function loginFailure(err: unknown): Toast {
  const msg = serverMessage(err);
  if (!msg) return { title: AUTH_MESSAGES.unexpectedTitle, description: AUTH_MESSAGES.unexpected };
  return { title: AUTH_MESSAGES.loginErrorTitle, description: msg };
}

/** admin-area.md §8 for sign-up: 'Email já cadastrado', 'Acesso negado', the service message, or 'Erro inesperado'. */
export function signupFailure(err: unknown, domain: string): Toast {
  const msg = serverMessage(err);
  if (!msg) return { title: AUTH_MESSAGES.unexpectedTitle, description: AUTH_MESSAGES.unexpected };
  const status = statusOf(err);
  if (status === 409) return { title: AUTH_MESSAGES.emailTakenTitle, description: AUTH_MESSAGES.emailTaken };
  if (status === 403 && msg === AUTH_MESSAGES.signupDomain(domain)) return { title: AUTH_MESSAGES.accessDeniedTitle, description: msg };
  return { title: AUTH_MESSAGES.signupErrorTitle, description: msg };
}
