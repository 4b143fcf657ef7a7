import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token (256 bits) for links sent by e-mail. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a leaked database does not hand out working links. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}
