import { describe, expect, it } from 'vitest';
import { chatbotQueryRequestSchema, chatbotQueryResponseSchema } from './chatbot.ts';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_QUICK_ACTIONS } from './chatbot-rules.ts';

const firstMessage = (input: unknown) => {
  const result = chatbotQueryRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('chatbotQueryRequestSchema', () => {
  it('takes the spec payload and trims the message', () => {
    expect(
      chatbotQueryRequestSchema.parse({
        message: '  show me sofas ',
        userId: 'user',
        sessionId: '1732000000000',
      }),
    ).toEqual({ message: 'show me sofas', userId: 'user', sessionId: '1732000000000' });
  });

  it('reads a missing userId as null', () => {
    expect(chatbotQueryRequestSchema.parse({ message: 'hi', sessionId: 'a' }).userId).toBeNull();
  });

  it.each([
    [
      'a blank message',
      { message: '   ', userId: null, sessionId: '1' },
      CHAT_MESSAGES.messageRequired,
    ],
    ['no message', { userId: null, sessionId: '1' }, CHAT_MESSAGES.messageRequired],
    [
      'a number for message',
      { message: 5, userId: null, sessionId: '1' },
      CHAT_MESSAGES.messageRequired,
    ],
    [
      'a message one character too long',
      { message: 'x'.repeat(CHAT_MESSAGE_MAX + 1), userId: null, sessionId: '1' },
      CHAT_MESSAGES.messageTooLong,
    ],
    [
      'another userId',
      { message: 'hi', userId: 'admin', sessionId: '1' },
      CHAT_MESSAGES.userIdInvalid,
    ],
    [
      'an empty sessionId',
      { message: 'hi', userId: null, sessionId: '' },
      CHAT_MESSAGES.sessionInvalid,
    ],
    [
      'a sessionId with spaces',
      { message: 'hi', userId: null, sessionId: 'a b' },
      CHAT_MESSAGES.sessionInvalid,
    ],
    [
      'a huge sessionId',
      { message: 'hi', userId: null, sessionId: 'x'.repeat(101) },
      CHAT_MESSAGES.sessionInvalid,
    ],
  ])('refuses %s in words a person reads', (_label, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('accepts exactly the longest message after trimming', () => {
    const message = ` ${'x'.repeat(CHAT_MESSAGE_MAX)} `;
    expect(firstMessage({ message, userId: null, sessionId: '1' })).toBeNull();
  });
});

describe('chatbotQueryResponseSchema', () => {
  it('takes a reply with products and every quick action as a suggestion', () => {
    const parsed = chatbotQueryResponseSchema.parse({
      success: true,
      response: {
        content: 'Here they are',
        suggestions: [
          ...CHAT_QUICK_ACTIONS,
          { text: 'Show More', action: 'browse_category', category: 'Tables' },
        ],
        action: 'products',
        products: [
          {
            _id: 'p1',
            name: 'Sofa',
            category: 'Seatingfurniture',
            subCategory: 'Sofas',
            price: 1,
            image: [],
          },
        ],
      },
    });
    expect(parsed.response.suggestions).toHaveLength(6);
  });

  it('refuses an unknown suggestion action', () => {
    const result = chatbotQueryResponseSchema.safeParse({
      success: true,
      response: { content: '', suggestions: [{ text: 'x', action: 'explode' }], products: [] },
    });
    expect(result.success).toBe(false);
  });
});
