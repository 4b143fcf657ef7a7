import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { CHAT_TEXTS } from '@studio/contracts/chat';
import { ChatPanel } from '../features/chat/ChatPanel';
import { useChat } from '../features/chat/useChat';
import '../features/chat/chat.css';

/** The floating assistant: a round button that opens the 'Assistente Virtual' panel. */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const { messages, loading, announcement, send } = useChat();

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  // Escape closes the panel even when focus left it (the input is disabled while a reply loads).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div data-remote="chat" data-screen="ChatWidget" className="chat-widget">
      {open && <ChatPanel id={panelId} messages={messages} loading={loading} announcement={announcement} onSend={send} onClose={close} />}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-label={open ? CHAT_TEXTS.close : CHAT_TEXTS.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X size={24} aria-hidden="true" /> : <MessageCircle size={26} aria-hidden="true" />}
      </button>
    </div>
  );
}
