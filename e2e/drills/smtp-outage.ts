import { startSmtpSink } from '../../test-support/smtp-sink';
import { countMail, drillStack, sleep, submitQuiz, waitUntil, type DrillResult, type Log } from './common';

/** The SMTP server down for a while: every e-mail is delivered once it is back, none twice. */
export async function smtpOutageDrill(log: Log, outageMs = 60_000): Promise<DrillResult> {
  const name = `servidor SMTP fora do ar por ${outageMs / 1000} s`;
  const ds = await drillStack();
  const details: string[] = [];
  try {
    const port = ds.smtp.port;
    log('  derrubando o SMTP...');
    await ds.smtp.stop();
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await submitQuiz(ds.stack.url));
    const created = results.filter((r) => r.status === 201).length;
    details.push(`${created}/10 envios aceitos (201) com o SMTP fora do ar`);
    await sleep(outageMs);
    log('  religando o SMTP na mesma porta...');
    const smtp = await startSmtpSink({ port });
    ds.smtp = smtp;
    const expected = created * 2;
    await waitUntil(() => countMail(smtp).distinct >= expected, 120_000);
    await sleep(2000); // anything sent twice would arrive now
    const { distinct, duplicates } = countMail(smtp);
    details.push(`e-mails esperados ${expected}, entregues ${distinct}, duplicados ${duplicates}`);
    return { name, lost: expected - distinct + duplicates + (10 - created), details };
  } finally {
    await ds.stop();
  }
}
