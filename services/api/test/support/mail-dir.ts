import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throw-away MAIL_DIR, so a test app without SMTP never writes into the project's .data/mail. */
export function tempMailDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mail-'));
}
