import type { App } from '../src/app';
import { leadModel } from '../src/models/lead';
import { outboxModel } from '../src/models/outbox';
import { buildTestApp, dropAndClose } from './helper';
import { startSmtpSink, type SmtpSink } from '../../../test-support/smtp-sink';
import { validSubmission } from '../../../test-support/quiz-fixtures';
import { until } from './support/wait';

const N = 200;

async function submitAll(apps: App[]): Promise<string[]> {
  const responses = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      apps[i % apps.length]!.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(i), remoteAddress: `10.0.${i % 250}.1` }),
    ),
  );
  const bad = responses.filter((r) => r.statusCode !== 201);
  expect(bad.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
  return responses.map((r) => r.json().id as string);
}

async function expectEveryMailOnce(app: App, sink: SmtpSink, ids: string[]) {
  expect(new Set(ids).size).toBe(N);
  expect(await leadModel(app.db).countDocuments()).toBe(N);
  await sink.waitFor(2 * N, 200_000);
  // Give a duplicate the time to show up if there were one.
  await new Promise((r) => setTimeout(r, 1000));
  expect(sink.mails).toHaveLength(2 * N);

  const rows = await until(async () => {
    const r = await outboxModel(app.db).find().lean();
    return r.length === 2 * N && r.every((x) => x.status === 'sent') ? r : null;
  }, 20_000, 'todas as linhas enviadas');
  expect(rows.every((r) => r.attempts === 1)).toBe(true);

  const messageIds = sink.mails.map((m) => m.messageId);
  expect(new Set(messageIds).size).toBe(2 * N);
  expect(new Set(messageIds.map((m) => m.replace(/^<|@.*$/g, '')))).toEqual(new Set(rows.map((r) => r._id.toString())));
  // Each lead: one notification to the studio, one confirmation to its visitor.
  for (const [i, id] of ids.entries()) {
    const own = sink.mails.filter((m) => m.text.includes(`Referência do lead: ${id}`));
    expect(own).toHaveLength(1);
    expect(sink.mails.filter((m) => m.to[0] === `visitante${i}@exemplo.com.br`)).toHaveLength(1);
  }
}

describe(`${N} concurrent quiz submissions`, () => {
  it(`give ${N} leads and ${2 * N} e-mails, none twice (one API instance)`, async () => {
    const sink = await startSmtpSink();
    const app = await buildTestApp({ smtpUrl: sink.url, quizRateLimitMax: 10_000 });
    try {
      const ids = await submitAll([app]);
      expect(ids).toHaveLength(N);
      await expectEveryMailOnce(app, sink, ids);
    } finally {
      await dropAndClose(app);
      await sink.stop();
    }
  }, 300_000);

  it(`give ${N} leads and ${2 * N} e-mails, none twice, with two API instances taking requests and sending from one database`, async () => {
    const sink = await startSmtpSink();
    const first = await buildTestApp({ smtpUrl: sink.url, quizRateLimitMax: 10_000 });
    const others = await Promise.all(
      [0].map(() => buildTestApp({ smtpUrl: sink.url, quizRateLimitMax: 10_000, mongodbUri: first.config.mongodbUri })),
    );
    const apps = [first, ...others];
    try {
      const ids = await submitAll(apps);
      expect(ids).toHaveLength(N);
      await expectEveryMailOnce(first, sink, ids);
    } finally {
      await Promise.all(others.map((a) => a.close()));
      await dropAndClose(first);
      await sink.stop();
    }
  }, 300_000);
});
