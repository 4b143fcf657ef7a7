import fp from 'fastify-plugin';
import OpenAI from 'openai';

export interface Llm {
  /** null without OPENAI_API_KEY: the chat then answers with the offline assistant */
  client: OpenAI | null;
  model: string;
  timeoutMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    llm: Llm;
  }
}

export default fp(
  async (app) => {
    const c = app.config;
    const client = c.openaiApiKey
      ? new OpenAI({
          apiKey: c.openaiApiKey,
          baseURL: c.openaiBaseUrl ?? undefined,
          timeout: c.openaiTimeoutMs,
          // A visitor is waiting in the widget: a failed call is reported at once instead of being retried
          // behind a silent spinner; they can send again, or take the WhatsApp link the error text offers.
          maxRetries: 0,
        })
      : null;
    app.decorate('llm', { client, model: c.openaiModel, timeoutMs: c.openaiTimeoutMs });
    app.log.info({ mode: client ? 'openai' : 'offline', model: client ? c.openaiModel : undefined }, 'assistente do chat');
  },
  { name: 'llm' },
);
