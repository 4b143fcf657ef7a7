import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Bot, SendHorizontal, Sparkles, X } from 'lucide-react';
import { CHAT_LIMITS, CHAT_TEXTS } from '@studio/contracts/chat';
import { MessageText, toPlainText } from './MessageText';
import type { UiMessage } from './useChat';

interface Props {
  id: string;
  messages: UiMessage[];
  loading: boolean;
  announcement: string;
  onSend: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** The open panel: a labelled, non-modal dialog with the conversation and the message form. */
export function ChatPanel({ id, messages, loading, announcement, onSend, onClose }: Props) {
  const titleId = useId();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const canSend = draft.trim().length > 0 && !loading;

  // Focus moves into the dialog when it opens, and back to the input once a reply is complete (the input
  // is disabled while loading, which drops its focus).
  useEffect(() => {
    if (!loading) input.current?.focus();
  }, [loading]);

  // The newest message stays in view while the reply grows: any change inside the list scrolls to its end.
  useEffect(() => {
    const el = log.current;
    if (!el) return;
    const toEnd = () => {
      el.scrollTop = el.scrollHeight;
    };
    toEnd();
    const observer = new MutationObserver(toEnd);
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    const text = draft;
    setDraft('');
    void onSend(text);
  };

  const last = messages[messages.length - 1];
  const waiting = loading && last?.role === 'assistant' && !last.content;

  return (
    <div id={id} className="chat-panel" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <header className="chat-panel__header">
        <span className="chat-panel__avatar" aria-hidden="true">
          <Sparkles size={18} strokeWidth={2} />
        </span>
        <div className="chat-panel__heading">
          <h2 id={titleId} className="chat-panel__title">
            {CHAT_TEXTS.title}
          </h2>
          <p className="chat-panel__subtitle">{CHAT_TEXTS.subtitle}</p>
        </div>
        <button type="button" className="chat-panel__close" aria-label={CHAT_TEXTS.close} onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </header>

      <ol ref={log} className="chat-log" aria-label="Mensagens" aria-busy={loading}>
        {messages.map((m) => {
          const pending = waiting && m === last;
          return (
            <li key={m.id} className={`chat-msg chat-msg--${m.role}`} data-role={m.role} aria-busy={pending || undefined}>
              <span className="st-visually-hidden">{m.role === 'user' ? 'Você: ' : 'Assistente: '}</span>
              <div className="chat-msg__bubble">
                {pending ? (
                  <span className="chat-typing" aria-label={CHAT_TEXTS.typing} role="img">
                    <i />
                    <i />
                    <i />
                  </span>
                ) : (
                  <MessageText text={m.content} />
                )}
              </div>
              {m.automatic && m.content && (
                <span className="chat-msg__auto" title={CHAT_TEXTS.automaticHint}>
                  <Bot size={12} aria-hidden="true" />
                  {CHAT_TEXTS.automatic}
                </span>
              )}
            </li>
          );
        })}
      </ol>

      <p className="st-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {toPlainText(announcement)}
      </p>

      <form className="chat-form" onSubmit={submit}>
        <input
          ref={input}
          className="chat-form__input"
          type="text"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={CHAT_TEXTS.placeholder}
          aria-label={CHAT_TEXTS.inputLabel}
          maxLength={CHAT_LIMITS.maxContentChars}
          disabled={loading}
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className="chat-form__send" aria-label={CHAT_TEXTS.send} disabled={!canSend}>
          <SendHorizontal size={18} aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
