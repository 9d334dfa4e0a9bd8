import type { ChatProduct, ChatReply, ChatReplyKind, ChatSuggestion } from '@shop/contracts/client';

/**
 * One message of the conversation (docs/spec/account-and-company-site.md section 3, Chat
 * message): the visitor's words, or a bot reply with its suggestions and product cards.
 * `timestamp` is ms since the epoch.
 */
export interface ChatMessage {
  id: string;
  type: 'user' | 'bot';
  content: string;
  timestamp: number;
  suggestions: ChatSuggestion[];
  action?: ChatReplyKind;
  products: ChatProduct[];
}

let counter = 0;

/** Unique within the visit: the time plus a counter (two messages can share a millisecond). */
function nextId(now: number): string {
  counter += 1;
  return `${now.toString(36)}-${counter.toString(36)}`;
}

export function userMessage(content: string, now = Date.now()): ChatMessage {
  return { id: nextId(now), type: 'user', content, timestamp: now, suggestions: [], products: [] };
}

export function botMessage(reply: ChatReply, now = Date.now()): ChatMessage {
  return {
    id: nextId(now),
    type: 'bot',
    content: reply.content,
    timestamp: now,
    suggestions: reply.suggestions,
    action: reply.action,
    products: reply.products,
  };
}
