import { CHAT_REPLY_DELAY_MS, type ChatReply } from '@shop/contracts/client';
import { useEffect, useRef, useState } from 'react';
import { askAssistant, UNREACHABLE_REPLY, type AskContext } from './ask-assistant';
import { botMessage, userMessage, type ChatMessage } from './chat-message';
import { bounded, conversationAfter, loadConversation, saveConversation } from './chat-storage';

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
 * When the session ends (Logout, here or in another tab, or the server ending it) a new
 * conversation starts: the old one may hold the customer's order numbers.
 */
export function useConversation(ctx: Omit<AskContext, 'sessionId'>): ConversationState {
  const [conversation, setConversation] = useState(loadConversation);
  const { sessionId } = conversation;
  const [messages, setMessages] = useState(conversation.messages);
  const [pending, setPending] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The latest page products, settings and session, read when a message is sent.
  const context = useRef({ ...ctx, sessionId });
  useEffect(() => {
    context.current = { ...ctx, sessionId };
  });

  // Replies belong to the conversation they were asked in: one still on its way when the
  // session ends is dropped.
  const current = useRef(sessionId);
  const add = (reply: ChatReply, askedIn: string) => {
    if (askedIn !== current.current) return;
    setMessages((m) => bounded([...m, botMessage(reply)]));
    setAnnouncement(reply.content);
  };

  // Saving the new conversation replaces the old one in sessionStorage.
  useEffect(() => {
    saveConversation({ sessionId, messages });
  }, [sessionId, messages]);

  const wasSignedIn = useRef(ctx.signedIn);
  const spoken = useRef(conversation.messages.length > 0);
  useEffect(() => {
    const signedOut = wasSignedIn.current && !ctx.signedIn;
    wasSignedIn.current = ctx.signedIn;
    if (!signedOut) return;
    spoken.current = false;
    const next = conversationAfter(conversation);
    current.current = next.sessionId;
    setConversation(next);
    setMessages([]);
    setPending(0);
    setAnnouncement('');
  }, [ctx.signedIn, conversation]);

  // First open, and a new conversation: greet, with suggestions (the greeting alone, not the
  // rules engine, which loads only when the API cannot answer); a message sent before it arrives
  // makes it unnecessary.
  useEffect(() => {
    if (spoken.current) return;
    import('@shop/assistant/greeting').then(
      ({ greeting }) => {
        if (spoken.current || current.current !== sessionId) return;
        spoken.current = true;
        add(greeting({ settings: context.current.settings }), sessionId);
      },
      () => undefined,
    );
    // Once per conversation.
  }, [sessionId]);

  const send = (text: string) => {
    const message = text.trim();
    if (!message) return;
    spoken.current = true;
    setMessages((m) => bounded([...m, userMessage(message)]));
    setPending((n) => n + 1);
    const askedIn = sessionId;
    const reply = Promise.all([askAssistant(message, context.current), wait(CHAT_REPLY_DELAY_MS)]);
    queue.current = queue.current.then(async () => {
      const [answer] = await reply.catch(() => [UNREACHABLE_REPLY]);
      if (askedIn !== current.current) return;
      add(answer, askedIn);
      setPending((n) => n - 1);
    });
  };

  return { messages, pending, announcement, send };
}
