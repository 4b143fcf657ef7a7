import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES } from '@studio/contracts/auth';
import { signOut } from './api';
import { pageToast } from '../../shared/pageToast';

/** 'Sair': ends the session on the server, then goes to the sign-in page. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // the cookie may already be gone; the local session is cleared either way
    }
    pageToast('info', AUTH_MESSAGES.logoutTitle);
    navigate('/auth', { replace: true });
  }, [navigate]);
}
