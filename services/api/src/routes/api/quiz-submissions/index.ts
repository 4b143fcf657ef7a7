import { Types } from 'mongoose';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@studio/contracts/common';
import { QUIZ_ERRORS, QuizSubmissionBody, QuizSubmissionResponse, type QuizSubmission } from '@studio/contracts/quiz';
import { HttpError } from '../../../lib/errors';
import { submitQuiz } from '../../../features/quiz/submit';
import { scheduleReconciliation } from '../../../features/quiz/reconcile';
import { renderQuizMailsFromLeads } from '../../../features/quiz/mail-bodies';

/** A whole submission is about 3 KB; anything far larger is not a person filling in the form. */
const BODY_LIMIT = 16 * 1024;

const quizSubmissions: FastifyPluginAsyncTypebox = async (app) => {
  renderQuizMailsFromLeads(app);
  scheduleReconciliation(app);

  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {
          max: app.config.quizRateLimitMax,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new HttpError(429, QUIZ_ERRORS.rateLimited),
        },
      },
      schema: {
        tags: ['quiz'],
        summary: 'Envia as respostas do quiz de orçamento: salva o lead e coloca os e-mails na fila',
        body: QuizSubmissionBody,
        response: { 201: QuizSubmissionResponse, 400: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      const body = req.body as QuizSubmission;
      if (body.website) {
        // The honeypot is invisible to people, so only a bot fills it. It gets the same answer as a person
        // (a fresh id, nothing stored): a refusal would teach it to leave the field empty next time.
        req.log.info({ ip: req.ip }, 'quiz: honeypot preenchido, envio descartado');
        return reply.code(201).send({ id: new Types.ObjectId().toString() });
      }
      const id = await app.outbox.giveWayTo(() => submitQuiz(app, body, req.ip, req.log));
      return reply.code(201).send({ id });
    },
  );
};

export default quizSubmissions;
