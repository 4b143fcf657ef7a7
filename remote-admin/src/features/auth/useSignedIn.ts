import { useSession } from '@studio/platform';

/** admin-area.md §2: an authenticated user who opens a sign-in page goes to /admin. */
export function useSignedIn(): boolean {
  return useSession((s) => !s.loading && s.isAuthenticated);
}
