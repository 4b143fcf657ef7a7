import { Type, type Static } from 'typebox';
import { CHAT_LIMITS, CHAT_ROLES } from './chat';

/** The body of `POST /api/chat-agent`: 1-30 messages, role user or assistant, 1-2000 visible characters each. */
export const ChatMessageSchema = Type.Object(
  {
    role: Type.Enum(CHAT_ROLES),
    // at least one visible character: a blank message is refused like an empty one
    content: Type.String({ minLength: 1, maxLength: CHAT_LIMITS.maxContentChars, pattern: '\\S' }),
  },
  { additionalProperties: false },
);

export const ChatRequest = Type.Object(
  { messages: Type.Array(ChatMessageSchema, { minItems: CHAT_LIMITS.minMessages, maxItems: CHAT_LIMITS.maxMessages }) },
  { additionalProperties: false },
);
export type ChatRequest = Static<typeof ChatRequest>;
