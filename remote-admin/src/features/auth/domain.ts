/** The domain rule of /auth (admin-area.md §5); the server applies the same rule on sign-up. */
export function inDomain(email: string, domain: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
