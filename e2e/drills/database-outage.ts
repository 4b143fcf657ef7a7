import { drillStack, missingLeads, quizTraffic, sleep, type DrillResult, type Log } from './common';

const HEALTH_WITHIN_MS = 15_000;

/**
 * The database stopped under quiz traffic: requests during the outage get a clear pt-BR 503 (never a hang or
 * a crash), the API reconnects by itself, and every submission that got a 201 is in the database.
 */
export async function databaseOutageDrill(log: Log, outageMs = 10_000): Promise<DrillResult> {
  const name = `banco de dados parado por ${outageMs / 1000} s sob tráfego do quiz`;
  const { stack, stop } = await drillStack();
  const details: string[] = [];
  let done = false;
  try {
    const traffic = quizTraffic(stack.url, () => done);
    await sleep(2000);
    log('  parando o banco de dados...');
    await stack.stopDb();
    await sleep(outageMs);
    log('  religando o banco de dados...');
    await stack.startDb();
    const restartedAt = Date.now();
    await sleep(6000);
    done = true;
    const results = await traffic;

    const created = results.filter((r) => r.status === 201);
    const unavailable = results.filter((r) => r.status === 503);
    const other = results.filter((r) => r.status !== 201 && r.status !== 503);
    const badMessages = unavailable.filter((r) => !r.error || !/indisponível/i.test(r.error));
    const missing = await missingLeads(stack.mongodbUri, created.map((r) => r.id!));
    // Reconnected by itself: the health check reports the database up again within a bound, asked each second
    // (one ask right after the traffic can land on a ping that a busy database answers late).
    const healthSince = Date.now();
    let health = { db: 'down' };
    while (Date.now() - healthSince < HEALTH_WITHIN_MS) {
      health = await fetch(`${stack.url}/api/health`).then((r) => r.json() as Promise<{ db: string }>);
      if (health.db === 'up') break;
      await sleep(1000);
    }
    const healthAfter = Math.round((Date.now() - healthSince) / 100) / 10;
    const after = await fetch(`${stack.url}/api/quiz-submissions`, { method: 'POST' }).then((r) => r.status);

    details.push(`${results.length} envios: ${created.length} × 201, ${unavailable.length} × 503 (${unavailable[0]?.error ?? '—'}), ${other.length} outros (${[...new Set(other.map((r) => r.status))].join(', ') || '—'})`);
    const createdAfter = created.filter((r) => (r.at ?? 0) > restartedAt).length;
    details.push(`depois da volta: ${createdAfter} × 201; /api/health db=${health.db} (em ${healthAfter} s); a API responde (${after})`);
    details.push(`201 ausentes do banco: ${missing.length}`);
    const lost = missing.length + other.length + badMessages.length + (health.db === 'up' && createdAfter > 0 ? 0 : 1) + (unavailable.length > 0 ? 0 : 1);
    return { name, lost, details };
  } finally {
    done = true;
    await stop();
  }
}
