import { create } from 'zustand';
import { api } from './api';

export interface SessionUser {
  id: string;
  email: string;
  username?: string;
}

export interface SessionState {
  user: SessionUser | null;
  /** The session itself lives in an httpOnly cookie; the browser only knows when it expires. */
  session: { expiresAt: string } | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  loading: boolean;
  refresh: () => Promise<void>;
  setSession: (me: MeResponse) => void;
  clear: () => void;
}

export interface MeResponse {
  user: SessionUser | null;
  isAdmin: boolean;
  expiresAt?: string;
}

export const useSession = create<SessionState>((set) => ({
  user: null,
  session: null,
  isAuthenticated: false,
  isAdmin: false,
  loading: true,
  refresh: async () => {
    try {
      const { data } = await api.get<MeResponse>('/auth/me');
      useSession.getState().setSession(data);
    } catch {
      // No session or the API is unreachable: treat as anonymous (a failed role check is not admin).
      set({ user: null, session: null, isAuthenticated: false, isAdmin: false, loading: false });
    }
  },
  setSession: (me) =>
    set({
      user: me.user,
      session: me.user && me.expiresAt ? { expiresAt: me.expiresAt } : null,
      isAuthenticated: Boolean(me.user),
      isAdmin: Boolean(me.user) && me.isAdmin,
      loading: false,
    }),
  clear: () => set({ user: null, session: null, isAuthenticated: false, isAdmin: false, loading: false }),
}));
