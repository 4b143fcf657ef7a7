import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the parameters are the library's (OWASP-level) defaults.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/**
 * Checks a password. Without an account it still runs one verification against a throwaway hash, so the
 * answer time does not tell which logins exist.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    if (!passwordHash) {
      dummy ??= hash('senha-que-ninguem-usa');
      await verify(await dummy, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
