import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { randomPorts, startStack, type Stack } from '../../scripts/lib/stack';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { validSubmission } from '../../test-support/quiz-fixtures';

export interface DrillResult {
  name: string;
  /** what must be 0 */
  lost: number;
  details: string[];
}

export type Log = (line: string) => void;

export interface DrillStack {
  stack: Stack;
  smtp: SmtpSink;
  stop: () => Promise<void>;
}

/** A stack of its own for one drill, with a real SMTP server on a fixed port it can stop and start again. */
export async function drillStack(env: NodeJS.ProcessEnv = {}): Promise<DrillStack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-drill-'));
  const smtp = await startSmtpSink();
  const stack = await startStack({
    ports: await randomPorts(),
    dataDir,
    quiet: !process.env.DRILL_VERBOSE,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '200',
      OUTBOX_BACKOFF_MS: '500',
      QUIZ_RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_MAX: '1000000',
      ...env,
    },
  });
  return {
    stack,
    smtp,
    stop: async () => {
      await stack.stop();
      await smtp.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface Submission {
  status: number | 'timeout' | 'network';
  id?: string;
  error?: string;
  /** when the answer came (quizTraffic) */
  at?: number;
}

/** One quiz submission through the edge, with a client timeout so a hang is seen as such. */
export async function submitQuiz(url: string, timeoutMs = 8000): Promise<Submission> {
  try {
    const res = await fetch(`${url}/api/quiz-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validSubmission(counter++)),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string; error?: string };
    return { status: res.status, id: body.id, error: body.error };
  } catch (err) {
    return { status: (err as Error).name === 'TimeoutError' ? 'timeout' : 'network' };
  }
}

/** Sends submissions with `concurrency` workers until `until()` is true. */
export async function quizTraffic(url: string, until: () => boolean, concurrency = 4): Promise<Submission[]> {
  const results: Submission[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        results.push({ ...(await submitQuiz(url)), at: Date.now() });
        await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
  return results;
}

/** Lead ids that answered 201 but are not in the database. */
export async function missingLeads(mongodbUri: string, ids: string[]): Promise<string[]> {
  const conn = await mongoose.createConnection(mongodbUri).asPromise();
  try {
    const found = await conn
      .collection('leads')
      .find({ _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) } }, { projection: { _id: 1 } })
      .toArray();
    const have = new Set(found.map((d) => String(d._id)));
    return ids.filter((id) => !have.has(id));
  } finally {
    await conn.close();
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every message received, grouped by Message-ID: how many distinct, how many duplicates. */
export function countMail(smtp: SmtpSink): { distinct: number; duplicates: number } {
  const ids = smtp.mails.map((m) => m.messageId);
  const distinct = new Set(ids).size;
  return { distinct, duplicates: ids.length - distinct };
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await sleep(100);
  }
  return check();
}
