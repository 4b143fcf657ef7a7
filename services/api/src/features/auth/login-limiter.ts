import type { Connection } from 'mongoose';
import { LOGIN_FAILURE_WINDOW_MINUTES } from '@studio/contracts/auth';
import { loginFailureModel } from '../../models/login-failure';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

export function limiterKeys(ip: string, login: string): string[] {
  return [`ip:${ip}`, `account:${login.trim().toLowerCase()}`];
}

/** Failed sign-ins per IP and per account over a sliding window; a success clears the account's count. */
export function loginLimiter(db: Connection, max: number) {
  const Failures = loginFailureModel(db);
  return {
    async blocked(keys: string[]): Promise<boolean> {
      const since = new Date(Date.now() - WINDOW_MS);
      const counts = await Promise.all(keys.map((key) => Failures.countDocuments({ key, at: { $gt: since } })));
      return counts.some((n) => n >= max);
    },
    async fail(keys: string[]): Promise<void> {
      const at = new Date();
      await Failures.insertMany(keys.map((key) => ({ key, at })));
      // Pruning by date keeps the collection small without a TTL index.
      if (Math.random() < 0.05) await Failures.deleteMany({ at: { $lt: new Date(Date.now() - WINDOW_MS) } });
    },
    async succeed(accountKey: string): Promise<void> {
      await Failures.deleteMany({ key: accountKey });
    },
  };
}
