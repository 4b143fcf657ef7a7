import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUTH_MESSAGES } from '@studio/contracts/auth';
import { confirmEmail } from './api';
import { serverMessage } from '../../shared/http';
import { useNotify } from '../../shared/useNotify';

/** Handles the link of the confirmation e-mail (/auth?confirm=<token>) once, then drops it from the address. */
export function useEmailConfirmation() {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirm');
  const notify = useNotify();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    setParams({}, { replace: true });
    confirmEmail(token)
      .then(() => notify.success(AUTH_MESSAGES.confirmedTitle, AUTH_MESSAGES.confirmed))
      .catch((err: unknown) => notify.error('Erro', serverMessage(err) ?? AUTH_MESSAGES.unexpected));
  }, [token, setParams, notify]);
}
