// `npm run drill [-- name...]`: each drill starts its own stack, breaks one thing while traffic flows,
// repairs it, and prints what it did and how much was lost (which must be 0). Exit code 1 if anything was.
import { apiCrashDrill } from './api-crash';
import { databaseOutageDrill } from './database-outage';
import { modelFailureDrill } from './model-failure';
import { remoteOutageDrill } from './remote-outage';
import { smtpOutageDrill } from './smtp-outage';
import type { DrillResult, Log } from './common';

export const DRILLS: Record<string, (log: Log) => Promise<DrillResult>> = {
  database: (log) => databaseOutageDrill(log, 10_000),
  smtp: (log) => smtpOutageDrill(log, Number(process.env.DRILL_SMTP_OUTAGE_MS ?? 60_000)),
  remotes: remoteOutageDrill,
  'api-crash': apiCrashDrill,
  model: modelFailureDrill,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
let total = 0;
for (const [key, drill] of Object.entries(DRILLS)) {
  if (wanted.length && !wanted.includes(key)) continue;
  console.log(`\n▶ ${key}`);
  const r = await drill((l) => console.log(l));
  total += r.lost;
  console.log(`■ ${r.name}`);
  for (const d of r.details) console.log(`  · ${d}`);
  console.log(`  perdidos: ${r.lost}`);
}
console.log(`\nTotal perdido em todos os exercícios: ${total}`);
process.exit(total === 0 ? 0 : 1);
