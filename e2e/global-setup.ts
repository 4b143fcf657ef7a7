import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, randomPorts, startStack } from '../scripts/lib/stack';
import { startSmtpSink } from '../test-support/smtp-sink';

/**
 * One stack on free ports (so several runs can share a machine), a fresh database, and a real SMTP server
 * on loopback that the tests read mail from. Returns the teardown.
 */
export default async function globalSetup() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));
  const mailbox = path.join(dataDir, 'smtp');
  const smtp = await startSmtpSink({ dir: mailbox });
  const stack = await startStack({
    ports: await randomPorts(),
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '500',
      QUIZ_RATE_LIMIT_MAX: '1000',
      CHAT_RATE_LIMIT_MAX: '1000',
      AUTH_RATE_LIMIT_MAX: '1000',
      RATE_LIMIT_MAX: '100000',
    },
  });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_MAILBOX = mailbox;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MONGODB_URI = stack.mongodbUri;
  return async () => {
    await stack.stop();
    await smtp.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
