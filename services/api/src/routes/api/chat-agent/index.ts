import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CHAT_ERRORS, CHAT_LIMITS, chatConversationProblem, chatValidationText } from '@studio/contracts/chat';
import { ChatRequest } from '@studio/contracts/chat-schema';
import { ErrorResponse } from '@studio/contracts/common';
import { HttpError, validationMessage } from '../../../lib/errors';
import { offlineAnswer } from '../../../features/chat/offline-assistant';
import { OFFLINE_PIECE_DELAY_MS, modelPieces, textPieces } from '../../../features/chat/pieces';
import { streamReply } from '../../../features/chat/stream-reply';
import { buildSystemPrompt } from '../../../features/chat/system-prompt';
import type { AbortReason } from '../../../features/chat/upstream-errors';

const chatAgent: FastifyPluginAsyncTypebox = async (app) => {
  const contact = { whatsapp: app.config.studioWhatsapp, email: app.config.contactEmail };
  const system = buildSystemPrompt(contact);
  const active = new Set<(reason: AbortReason) => void>();

  // A stream would otherwise hold the shutdown until the model finishes talking.
  app.addHook('preClose', async () => {
    for (const abort of active) abort('shutdown');
  });

  app.post(
    '/',
    {
      bodyLimit: CHAT_LIMITS.bodyLimitBytes,
      // the handler turns a schema violation into a message about the chat, not about JSON paths
      attachValidation: true,
      config: {
        rateLimit: {
          max: app.config.chatRateLimitMax,
          timeWindow: '1 minute',
          errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, CHAT_ERRORS.rateLimited),
        },
      },
      schema: {
        tags: ['chat'],
        summary: 'Conversa com o assistente virtual (server-sent events)',
        description:
          'Responde em text/event-stream: uma linha `data: {"choices":[{"delta":{"content":"…"}}]}` por trecho e `data: [DONE]` no fim. ' +
          'Sem OPENAI_API_KEY, responde o assistente automático (cabeçalho x-chat-mode: offline).',
        body: ChatRequest,
        response: {
          200: { description: 'Fluxo de eventos', content: { 'text/event-stream': { schema: Type.String() } } },
          400: ErrorResponse,
          429: ErrorResponse,
          502: ErrorResponse,
          503: ErrorResponse,
          504: ErrorResponse,
        },
      },
    },
    async (req, reply) => {
      if (req.validationError) {
        const issues = (req.validationError.validation ?? []) as unknown as Parameters<typeof validationMessage>[0];
        const first = issues[0];
        const text = (first && chatValidationText(first.instancePath, first.keyword)) ?? validationMessage(issues);
        throw new HttpError(400, text);
      }
      const { messages } = req.body;
      const problem = chatConversationProblem(messages);
      if (problem) throw new HttpError(400, problem);

      const llm = app.llm;
      if (llm.client) {
        const client = llm.client;
        return streamReply(req, reply, {
          mode: 'ai',
          active,
          timeoutMs: llm.timeoutMs,
          source: (signal) => modelPieces({ client, model: llm.model, system, messages, timeoutMs: llm.timeoutMs, signal }),
        });
      }
      const answer = offlineAnswer(messages, contact);
      return streamReply(req, reply, {
        mode: 'offline',
        active,
        timeoutMs: llm.timeoutMs,
        source: (signal) => textPieces(answer, OFFLINE_PIECE_DELAY_MS, signal),
      });
    },
  );
};

export default chatAgent;
