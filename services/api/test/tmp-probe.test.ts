import { buildTestApp, dropAndClose } from './helper';
import { startSmtpSink } from './support/smtp-sink';
import { validSubmission } from './support/quiz-fixtures';

it('probe', async () => {
  const sink = await startSmtpSink();
  const app = await buildTestApp({ smtpUrl: sink.url, quizRateLimitMax: 10_000 });
  await app.outbox.worker.stop();
  let t = Date.now();
  await Promise.all(Array.from({ length: 200 }, (_, i) => app.inject({ method: 'POST', url: '/api/quiz-submissions', payload: validSubmission(i) })));
  console.log('submit', Date.now() - t);
  t = Date.now();
  app.outbox.worker.start();
  await sink.waitFor(400, 120000);
  console.log('send 400', Date.now() - t);
  await dropAndClose(app);
  await sink.stop();
}, 300000);
