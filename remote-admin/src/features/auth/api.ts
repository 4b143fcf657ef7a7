import { api, useSession } from '@studio/platform';
import type { LoginBody, MeResponse, SignupBody } from '@studio/contracts/auth';

/** Signs in on the server (e-mail or username) and puts the answer in the shared session store. */
export async function signIn(body: LoginBody): Promise<MeResponse> {
  const { data } = await api.post<MeResponse>('/auth/login', body);
  useSession.getState().setSession(data);
  return data;
}

export async function signUp(body: SignupBody): Promise<string> {
  const { data } = await api.post<{ message: string }>('/auth/signup', body);
  return data.message;
}

export async function confirmEmail(token: string): Promise<string> {
  const { data } = await api.post<{ message: string }>('/auth/confirm', { token });
  return data.message;
}

/** Ends the session on the server; the local state is cleared even if the server cannot be reached. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/auth/logout');
  } finally {
    useSession.getState().clear();
  }
}
