import { CHAT_SESSION_ID_PATTERN, STORAGE_KEYS } from '@shop/contracts/client';
import type { ChatMessage } from './chat-message';

// The conversation survives navigation and reloads within the visit (decision 0020): it lives in
// sessionStorage with the visit's sessionId, the timestamp string POST /api/chatbot/query takes
// (docs/spec/account-and-company-site.md section 7). A closed tab starts a new visit.
const KEY = STORAGE_KEYS.chat;

/** The most messages kept: older ones drop off, so the stored text stays small. */
export const CHAT_HISTORY_MAX = 50;

export interface Conversation {
  sessionId: string;
  messages: ChatMessage[];
}

/** The last CHAT_HISTORY_MAX messages. */
export const bounded = (messages: ChatMessage[]) => messages.slice(-CHAT_HISTORY_MAX);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readMessage(v: unknown): ChatMessage | null {
  if (!isObject(v)) return null;
  const { id, type, content, timestamp } = v;
  if (typeof id !== 'string' || typeof content !== 'string') return null;
  if (type !== 'user' && type !== 'bot') return null;
  return {
    id,
    type,
    content,
    timestamp: typeof timestamp === 'number' ? timestamp : 0,
    suggestions: Array.isArray(v.suggestions)
      ? (v.suggestions as ChatMessage['suggestions']).filter(
          (s) => isObject(s) && typeof s.text === 'string' && typeof s.action === 'string',
        )
      : [],
    action: typeof v.action === 'string' ? (v.action as ChatMessage['action']) : undefined,
    products: Array.isArray(v.products)
      ? (v.products as ChatMessage['products']).filter(
          (p) =>
            isObject(p) &&
            typeof p._id === 'string' &&
            typeof p.name === 'string' &&
            typeof p.price === 'number' &&
            Array.isArray(p.image),
        )
      : [],
  };
}

/**
 * What was stored, checked piece by piece: a message of another shape (an older version of the
 * shop, a hand edit) is dropped, never rendered half-read. Null when nothing usable is there.
 */
export function parseConversation(raw: string | null): Conversation | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.sessionId !== 'string') return null;
  if (!CHAT_SESSION_ID_PATTERN.test(value.sessionId)) return null;
  const messages = Array.isArray(value.messages) ? value.messages.map(readMessage) : [];
  return {
    sessionId: value.sessionId,
    messages: bounded(messages.filter((m): m is ChatMessage => m !== null)),
  };
}

/** A new conversation: its sessionId is now's timestamp (section 7). */
export const newConversation = (now = Date.now()): Conversation => ({
  sessionId: String(now),
  messages: [],
});

/** The visit's conversation, or a new one. */
export function loadConversation(now = Date.now()): Conversation {
  let stored: Conversation | null = null;
  try {
    stored = parseConversation(sessionStorage.getItem(KEY));
  } catch {
    // Storage disabled: the conversation lasts for this page.
  }
  return stored ?? newConversation(now);
}

/**
 * The conversation that follows one whose customer signed out: never the same sessionId, so the
 * API files nothing more under the old one and a reply still on its way is told apart.
 */
export function conversationAfter(previous: Conversation, now = Date.now()): Conversation {
  return newConversation(String(now) === previous.sessionId ? now + 1 : now);
}

export function saveConversation(conversation: Conversation): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ ...conversation, messages: bounded(conversation.messages) }),
    );
  } catch {
    // Storage disabled or full: the conversation lasts for this page.
  }
}
