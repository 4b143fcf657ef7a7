import { countMail, drillStack, sleep, submitQuiz, waitUntil, type DrillResult, type Log } from './common';

/**
 * The API killed (SIGKILL) while its outbox is sending, then started again: the rows being sent are neither
 * lost nor sent twice. It dies right after the first messages arrive, while the rest are queued or in flight.
 */
export async function apiCrashDrill(log: Log): Promise<DrillResult> {
  const name = 'API derrubada (SIGKILL) e religada no meio do envio de e-mails';
  const ds = await drillStack({ OUTBOX_LEASE_MS: '3000' });
  const details: string[] = [];
  try {
    const results = await Promise.all(Array.from({ length: 20 }, () => submitQuiz(ds.stack.url)));
    const created = results.filter((r) => r.status === 201).length;
    await waitUntil(() => ds.smtp.mails.length >= 4, 20_000);
    log(`  ${ds.smtp.mails.length} e-mails entregues; matando a API...`);
    await ds.stack.killApi();
    const atKill = ds.smtp.mails.length;
    await sleep(1000);
    log('  religando a API...');
    await ds.stack.startApi();
    const expected = created * 2;
    await waitUntil(() => countMail(ds.smtp).distinct >= expected, 120_000);
    await sleep(3000);
    const { distinct, duplicates } = countMail(ds.smtp);
    details.push(`${created}/20 envios aceitos; ${atKill} e-mails entregues antes da queda`);
    details.push(`e-mails esperados ${expected}, entregues ${distinct}, duplicados ${duplicates}`);
    return { name, lost: expected - distinct + duplicates + (20 - created), details };
  } finally {
    await ds.stop();
  }
}
