/** admin-area.md §6: an e-mail of the company domain, compared case-insensitively, exact domain. */
export function inAdminDomain(email: string, domain: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}
