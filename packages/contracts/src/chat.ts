/**
 * The chat assistant's contract (public-site.md: chat widget, the chat call, the error catalogue): limits,
 * every text the widget and the API show, and the server-sent-events format both sides speak. One
 * definition here, read by `POST /api/chat-agent` and by remote-chat. The TypeBox body schema lives in
 * `chat-schema.ts`, so the widget's bundle does not carry the TypeBox runtime.
 */

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const CHAT_LIMITS = {
  minMessages: 1,
  maxMessages: 30,
  maxContentChars: 2000,
  /** the whole conversation, so 30 long messages cannot become one huge upstream prompt */
  maxTotalChars: 24_000,
  /** bytes of the JSON body (4-byte characters included), checked before parsing */
  bodyLimitBytes: 128 * 1024,
} as const;

export const CHAT_TEXTS = {
  title: 'Assistente Virtual',
  initialMessage: 'Olá! Como posso ajudar você hoje?',
  placeholder: 'Digite sua mensagem...',
  open: 'Abrir assistente virtual',
  close: 'Fechar assistente virtual',
  send: 'Enviar mensagem',
  inputLabel: 'Sua mensagem',
  subtitle: 'Serviços, prazos e orçamento',
  typing: 'O assistente está digitando…',
  automatic: 'Resposta automática',
  automaticHint: 'Resposta automática com base nas informações do estúdio',
  errorTitle: 'Erro',
  errorFallback: 'Erro ao enviar mensagem',
} as const;

export const CHAT_ERRORS = {
  noMessages: 'Envie pelo menos uma mensagem.',
  tooManyMessages: `A conversa aceita no máximo ${CHAT_LIMITS.maxMessages} mensagens. Recomece a conversa para continuar.`,
  invalidRole: 'Cada mensagem deve ter o papel "user" ou "assistant".',
  invalidContent: `Cada mensagem deve ter entre 1 e ${CHAT_LIMITS.maxContentChars} caracteres.`,
  conversationTooLong: 'A conversa ficou longa demais. Recomece a conversa para continuar.',
  lastMustBeUser: 'A última mensagem da conversa deve ser sua.',
  rateLimited: 'Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente novamente.',
  upstreamBusy: 'O assistente está com muita procura agora. Tente novamente em instantes ou fale conosco pelo WhatsApp.',
  upstreamFailed: 'O assistente está indisponível no momento. Tente novamente em instantes ou fale conosco pelo WhatsApp.',
  upstreamTimeout: 'O assistente demorou demais para responder. Tente novamente.',
  interrupted: 'A resposta foi interrompida. Tente novamente.',
} as const;

/** The pt-BR text for a schema violation of a chat body, from where it happened (`/messages/3/role`). */
export function chatValidationText(instancePath: string, keyword: string): string | null {
  if (/^\/messages\/\d+\/role$/.test(instancePath)) return CHAT_ERRORS.invalidRole;
  if (/^\/messages\/\d+\/content$/.test(instancePath)) return CHAT_ERRORS.invalidContent;
  if (instancePath === '/messages' && keyword === 'minItems') return CHAT_ERRORS.noMessages;
  if (instancePath === '/messages' && keyword === 'maxItems') return CHAT_ERRORS.tooManyMessages;
  return null;
}

/** One turn of the conversation (public-site.md §3); the body schema is in `chat-schema.ts`. */
export interface ChatMessage {
  role: ChatRole;
  content: string;
}

/** Rules a schema cannot express; the API answers 400 with the returned text, the widget never sends such a body. */
export function chatConversationProblem(messages: ChatMessage[]): string | null {
  if (messages.length === 0) return CHAT_ERRORS.noMessages;
  if (messages.length > CHAT_LIMITS.maxMessages) return CHAT_ERRORS.tooManyMessages;
  const total = messages.reduce((n, m) => n + m.content.length, 0);
  if (total > CHAT_LIMITS.maxTotalChars) return CHAT_ERRORS.conversationTooLong;
  if (messages[messages.length - 1]?.role !== 'user') return CHAT_ERRORS.lastMustBeUser;
  return null;
}

/** The newest part of a conversation that fits the limits, so a long chat keeps working in the widget. */
export function fitConversation(messages: ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < CHAT_LIMITS.maxMessages; i--) {
    const m = messages[i]!;
    if (!m.content.trim()) continue;
    if (total + m.content.length > CHAT_LIMITS.maxTotalChars) break;
    total += m.content.length;
    kept.unshift(m);
  }
  return kept;
}

/** Response header telling the widget who answered: the offline assistant's replies are labelled as automatic. */
export const CHAT_MODE_HEADER = 'x-chat-mode';
export type ChatMode = 'ai' | 'offline';

// ---------------------------------------------------------------------------------------------------------
// Server-sent events: `data: {"choices":[{"delta":{"content":"…"}}]}` per piece, `data: [DONE]` at the end,
// `data: {"error":"…"}` when the reply breaks after it started.

export const SSE_DONE = '[DONE]';

export function sseDelta(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}
export function sseError(error: string): string {
  return `data: ${JSON.stringify({ error })}\n\n`;
}
export const SSE_DONE_EVENT = `data: ${SSE_DONE}\n\n`;

export type ChatStreamEvent =
  | { type: 'delta'; content: string }
  | { type: 'done' }
  | { type: 'error'; error: string }
  | { type: 'invalid'; raw: string };

/** One event's data, read the way the widget needs it. Anything unexpected is `invalid` (the widget only logs it). */
export function parseChatEvent(data: string): ChatStreamEvent {
  if (data.trim() === SSE_DONE) return { type: 'done' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { type: 'invalid', raw: data };
  }
  if (!parsed || typeof parsed !== 'object') return { type: 'invalid', raw: data };
  const obj = parsed as { error?: unknown; choices?: unknown };
  if (typeof obj.error === 'string') return { type: 'error', error: obj.error };
  if (obj.error && typeof obj.error === 'object' && typeof (obj.error as { message?: unknown }).message === 'string') {
    return { type: 'error', error: (obj.error as { message: string }).message };
  }
  if (Array.isArray(obj.choices)) {
    const delta = (obj.choices[0] as { delta?: { content?: unknown } } | undefined)?.delta;
    // a chunk without content (role announcement, finish reason) is valid and adds nothing
    return { type: 'delta', content: typeof delta?.content === 'string' ? delta.content : '' };
  }
  return { type: 'invalid', raw: data };
}

export interface SseParser {
  /** feeds the next piece of the byte stream, already decoded to text */
  push: (chunk: string) => void;
  /** the stream ended: an event still waiting for its blank line is delivered */
  end: () => void;
}

/**
 * An incremental reader of the text/event-stream format (WHATWG HTML §9.2): events split across network
 * chunks or several in one chunk, LF, CRLF or CR line ends (a CRLF split between chunks included), comment
 * and keep-alive lines starting with ':', other fields ignored, multi-line data joined with '\n'.
 */
export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];
  let skipLeadingLf = false;

  const dispatch = () => {
    if (dataLines.length) onData(dataLines.join('\n'));
    dataLines = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    if (field !== 'data') return;
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    dataLines.push(value);
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else {
            // the LF of this CRLF may be the first character of the next chunk
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      if (buffer) line(buffer);
      buffer = '';
      dispatch();
    },
  };
}
