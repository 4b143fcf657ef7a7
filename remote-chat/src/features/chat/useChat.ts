import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TEXTS, fitConversation, type ChatMessage } from '@studio/contracts/chat';
import { toast } from '@studio/platform';
import { ChatError, streamChat } from './streamChat';

export interface UiMessage extends ChatMessage {
  id: number;
  /** an answer of the offline assistant, labelled as automatic */
  automatic?: boolean;
}

let nextId = 1;
const GREETING: UiMessage = { id: 0, role: 'assistant', content: CHAT_TEXTS.initialMessage };

/**
 * The conversation (public-site.md §4, chat widget): sending appends the message and an empty assistant
 * message that fills as the stream arrives; on failure the empty message is removed and a toast explains.
 */
export function useChat() {
  const [messages, setMessages] = useState<UiMessage[]>([GREETING]);
  const [loading, setLoading] = useState(false);
  /** the last complete reply, for screen readers */
  const [announcement, setAnnouncement] = useState('');
  const loadingRef = useRef(false);
  const history = useRef<UiMessage[]>(messages);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    history.current = messages;
  }, [messages]);
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async (raw: string): Promise<boolean> => {
    const content = raw.trim();
    if (!content || loadingRef.current) return false;
    loadingRef.current = true;
    setLoading(true);

    const user: UiMessage = { id: nextId++, role: 'user', content };
    const replyId = nextId++;
    // The greeting is the widget's own line, not part of what the visitor discussed with the assistant.
    const conversation = fitConversation(
      [...history.current, user].filter((m) => m !== GREETING).map(({ role, content: c }) => ({ role, content: c })),
    );
    setMessages((prev) => [...prev, user, { id: replyId, role: 'assistant', content: '' }]);
    const update = (fn: (m: UiMessage) => UiMessage) => setMessages((prev) => prev.map((m) => (m.id === replyId ? fn(m) : m)));

    const ac = new AbortController();
    controller.current = ac;
    let text = '';
    try {
      await streamChat(conversation, {
        signal: ac.signal,
        onStart: (mode) => update((m) => ({ ...m, automatic: mode === 'offline' })),
        onDelta: (piece) => {
          text += piece;
          update((m) => ({ ...m, content: m.content + piece }));
        },
      });
      setAnnouncement(text);
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') return false;
      // An empty reply is removed; words already shown stay, since they were really said.
      setMessages((prev) => prev.filter((m) => !(m.id === replyId && !m.content)));
      toast({
        title: CHAT_TEXTS.errorTitle,
        description: err instanceof ChatError ? err.message : CHAT_TEXTS.errorFallback,
        variant: 'destructive',
      });
    } finally {
      if (controller.current === ac) controller.current = null;
      loadingRef.current = false;
      setLoading(false);
    }
    return true;
  }, []);

  return { messages, loading, announcement, send };
}
