import { CHAT_REPLY_DELAY_MS, type ChatReply } from '@shop/contracts/client';
import { useEffect, useRef, useState } from 'react';
import { askAssistant, UNREACHABLE_REPLY, type AskContext } from './ask-assistant';
import { botMessage, userMessage, type ChatMessage } from './chat-message';
import { bounded, loadConversation, saveConversation } from './chat-storage';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ConversationState {
  messages: ChatMessage[];
  /** Replies still to come: the typing indicator shows while this is above 0. */
  pending: number;
  /** The newest bot reply's text, for the polite live region (empty until one arrives). */
  announcement: string;
  send(text: string): void;
}

/**
 * The visit's conversation (docs/spec/account-and-company-site.md section 4): restored from
 * sessionStorage, greeted on first open, and on each send the visitor's message at once, the
 * typing indicator, then the reply CHAT_REPLY_DELAY_MS after sending (or when it arrives, if
 * later). A message sent while a reply is on its way is queued: replies come in the order asked.
 */
export function useConversation(ctx: Omit<AskContext, 'sessionId'>): ConversationState {
  const [initial] = useState(loadConversation);
  const [messages, setMessages] = useState(initial.messages);
  const [pending, setPending] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The latest page products, settings and session, read when a message is sent.
  const context = useRef({ ...ctx, sessionId: initial.sessionId });
  useEffect(() => {
    context.current = { ...ctx, sessionId: initial.sessionId };
  });

  const add = (reply: ChatReply) => {
    setMessages((m) => bounded([...m, botMessage(reply)]));
    setAnnouncement(reply.content);
  };

  useEffect(() => {
    saveConversation({ sessionId: initial.sessionId, messages });
  }, [initial.sessionId, messages]);

  // First open: greet, with suggestions (the greeting alone, not the rules engine, which loads
  // only when the API cannot answer); a message sent before it arrives makes it unnecessary.
  const spoken = useRef(initial.messages.length > 0);
  useEffect(() => {
    if (spoken.current) return;
    import('@shop/assistant/greeting').then(
      ({ greeting }) => {
        if (spoken.current) return;
        spoken.current = true;
        add(greeting({ settings: context.current.settings }));
      },
      () => undefined,
    );
    // Once, when the panel first mounts.
  }, []);

  const send = (text: string) => {
    const message = text.trim();
    if (!message) return;
    spoken.current = true;
    setMessages((m) => bounded([...m, userMessage(message)]));
    setPending((n) => n + 1);
    const reply = Promise.all([askAssistant(message, context.current), wait(CHAT_REPLY_DELAY_MS)]);
    queue.current = queue.current.then(async () => {
      const [answer] = await reply.catch(() => [UNREACHABLE_REPLY]);
      add(answer);
      setPending((n) => n - 1);
    });
  };

  return { messages, pending, announcement, send };
}
