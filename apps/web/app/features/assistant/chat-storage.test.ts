import type { ChatReply } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { botMessage, userMessage } from './chat-message';
import { bounded, CHAT_HISTORY_MAX, conversationAfter, parseConversation } from './chat-storage';

const reply: ChatReply = {
  content: 'I found 1 product in Sofas.\nHere it is:',
  suggestions: [{ text: 'Show More', action: 'browse_category', category: 'Seatingfurniture' }],
  action: 'products',
  products: [
    {
      _id: 'a'.repeat(24),
      name: 'Juba Sofa',
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
      price: 3_800_000,
      image: ['/uploads/products/juba-sofa-800.webp'],
    },
  ],
};

describe('the stored conversation', () => {
  it('reads back what was written', () => {
    const messages = [userMessage('show me sofas', 1), botMessage(reply, 2)];
    const stored = parseConversation(JSON.stringify({ sessionId: '1700000000000', messages }));
    expect(stored).toEqual({ sessionId: '1700000000000', messages });
  });

  it('keeps the last messages only', () => {
    const many = Array.from({ length: CHAT_HISTORY_MAX + 7 }, (_, i) => userMessage(`m${i}`, i));
    const kept = bounded(many);
    expect(kept).toHaveLength(CHAT_HISTORY_MAX);
    expect(kept[0]!.content).toBe('m7');
    expect(kept.at(-1)!.content).toBe(`m${CHAT_HISTORY_MAX + 6}`);
    const stored = parseConversation(JSON.stringify({ sessionId: '1', messages: many }));
    expect(stored!.messages).toHaveLength(CHAT_HISTORY_MAX);
  });

  it('is nothing when missing, broken or of another shape', () => {
    expect(parseConversation(null)).toBeNull();
    expect(parseConversation('{not json')).toBeNull();
    expect(parseConversation('[]')).toBeNull();
    expect(parseConversation(JSON.stringify({ messages: [] }))).toBeNull();
    // The API refuses a sessionId with spaces: a stored one like that starts a new visit.
    expect(parseConversation(JSON.stringify({ sessionId: 'a b', messages: [] }))).toBeNull();
  });

  it('drops messages and parts it cannot read instead of rendering them half-read', () => {
    const good = userMessage('hello', 5);
    const stored = parseConversation(
      JSON.stringify({
        sessionId: '42',
        messages: [
          good,
          { id: 'x', type: 'system', content: 'no such type' },
          { id: 'y', type: 'bot' },
          'text',
          {
            id: 'z',
            type: 'bot',
            content: 'partly broken',
            suggestions: [{ text: 'Help', action: 'help' }, { text: 3 }],
            products: [{ _id: 'p', name: 'No price', image: [] }],
          },
        ],
      }),
    );
    expect(stored!.messages).toEqual([
      good,
      {
        id: 'z',
        type: 'bot',
        content: 'partly broken',
        timestamp: 0,
        suggestions: [{ text: 'Help', action: 'help' }],
        action: undefined,
        products: [],
      },
    ]);
  });

  it('gives every message its own id, even within one millisecond', () => {
    const ids = new Set(
      [userMessage('a', 9), userMessage('b', 9), botMessage(reply, 9)].map((m) => m.id),
    );
    expect(ids.size).toBe(3);
  });

  it('starts anew after a sign-out, under a sessionId never the same as before', () => {
    const before = { sessionId: '1700000000000', messages: [userMessage('where is my order', 1)] };
    expect(conversationAfter(before, 1700000000500)).toEqual({
      sessionId: '1700000000500',
      messages: [],
    });
    expect(conversationAfter(before, 1700000000000).sessionId).toBe('1700000000001');
  });
});
