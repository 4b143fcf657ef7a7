import { countMail, drillStack, sleep, submitQuiz, waitUntil, type DrillResult, type Log } from './common';

/** What each worker sends at once (OUTBOX_CONCURRENCY): the most a crash can leave half-recorded. */
const IN_FLIGHT = 4;

/**
 * The API stopped twice while its outbox is sending, each time right after the first messages arrive:
 * - by SIGTERM, as a deploy or an orchestrator stops it: the e-mails in flight finish and are recorded,
 *   so after the restart none is lost and none is sent twice;
 * - by SIGKILL, a crash: none is lost. An e-mail the SMTP server accepted in the milliseconds before the
 *   kill, but whose "sent" the API had no time to record, goes again with the same Message-ID (SMTP offers
 *   no way to ask the server what it got). That resend is bounded by what was in flight and recognisable
 *   by the receiver; the drill reports it, and counts as lost anything beyond that bound.
 */
export async function apiCrashDrill(log: Log): Promise<DrillResult> {
  const name = 'API parada (SIGTERM) e derrubada (SIGKILL) no meio do envio de e-mails';
  const ds = await drillStack({ OUTBOX_LEASE_MS: '3000', OUTBOX_CONCURRENCY: String(IN_FLIGHT) });
  const details: string[] = [];
  let lost = 0;
  try {
    for (const how of ['SIGTERM', 'SIGKILL'] as const) {
      const before = ds.smtp.mails.length;
      const base = countMail(ds.smtp).distinct;
      const results = await Promise.all(Array.from({ length: 20 }, () => submitQuiz(ds.stack.url)));
      const created = results.filter((r) => r.status === 201).length;
      await waitUntil(() => ds.smtp.mails.length >= before + 4, 20_000);
      log(`  ${ds.smtp.mails.length - before} e-mails entregues; ${how} na API...`);
      await (how === 'SIGTERM' ? ds.stack.stopApi() : ds.stack.killApi());
      const atStop = ds.smtp.mails.length - before;
      const dupBefore = countMail(ds.smtp).duplicates;
      await sleep(1000);
      log('  religando a API...');
      await ds.stack.startApi();
      const expected = created * 2;
      await waitUntil(() => countMail(ds.smtp).distinct - base >= expected, 120_000);
      await sleep(3000);
      const { distinct, duplicates } = countMail(ds.smtp);
      const delivered = distinct - base;
      const resent = duplicates - dupBefore;
      const allowed = how === 'SIGKILL' ? IN_FLIGHT : 0;
      details.push(
        `${how}: ${created}/20 envios aceitos; ${atStop} e-mails entregues antes da parada; esperados ${expected}, ` +
          `entregues ${delivered}, reenviados com o mesmo Message-ID ${resent} (limite ${allowed})`,
      );
      lost += Math.max(0, expected - delivered) + (20 - created) + Math.max(0, resent - allowed);
    }
    return { name, lost, details };
  } finally {
    await ds.stop();
  }
}
