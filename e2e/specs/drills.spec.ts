import { expect, test } from '@playwright/test';
import { apiCrashDrill } from '../drills/api-crash';
import { databaseOutageDrill } from '../drills/database-outage';
import { modelFailureDrill } from '../drills/model-failure';
import { remoteOutageDrill } from '../drills/remote-outage';
import { smtpOutageDrill } from '../drills/smtp-outage';
import type { DrillResult } from '../drills/common';

// The fault drills of `npm run drill`, each on a stack of its own (the SMTP outage is 10 s here, 60 s there).
test.describe.configure({ mode: 'serial' });

const drills: [string, () => Promise<DrillResult>][] = [
  ['database stopped for 10 s under quiz traffic', () => databaseOutageDrill(console.log, 10_000)],
  ['SMTP server down, then back', () => smtpOutageDrill(console.log, 10_000)],
  ['each remote server stopped in turn', () => remoteOutageDrill(console.log)],
  ['API killed and restarted while sending e-mail', () => apiCrashDrill(console.log)],
  ['upstream model failing and hanging', () => modelFailureDrill(console.log)],
];

for (const [title, run] of drills) {
  test(`drill: ${title} loses nothing`, async () => {
    test.setTimeout(240_000);
    const r = await run();
    console.log(`${r.name}\n${r.details.map((d) => `  · ${d}`).join('\n')}\n  perdidos: ${r.lost}`);
    expect(r.lost, r.details.join('\n')).toBe(0);
  });
}
