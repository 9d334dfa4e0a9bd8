import { CHAT_QUICK_ACTIONS, type ChatSuggestion } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { answer } from './answer.ts';
import { suggestionEffect, type SuggestionEffect } from './effects.ts';
import { understand } from './intents.ts';
import { fakeContext } from './test-fixtures.ts';

// docs/spec/account-and-company-site.md section 4, suggestion actions, one row each.

describe('suggestionEffect', () => {
  it.each<[ChatSuggestion, SuggestionEffect]>([
    [
      { text: 'View', action: 'view_product', productId: '65f0a1b2c3d4e5f6a7b8c9d1' },
      { kind: 'navigate', to: '/product/65f0a1b2c3d4e5f6a7b8c9d1' },
    ],
    [
      { text: 'Browse Products', action: 'browse' },
      { kind: 'navigate', to: '/collection' },
    ],
    [
      { text: 'Show More', action: 'browse_category', category: 'Seatingfurniture' },
      { kind: 'navigate', to: '/collection?category=Seatingfurniture' },
    ],
    [
      { text: 'My Orders', action: 'orders' },
      { kind: 'navigate', to: '/orders' },
    ],
    [
      { text: 'Favorites', action: 'favorites' },
      { kind: 'navigate', to: '/profile?tab=favorites' },
    ],
    [
      { text: 'Delivery Info', action: 'delivery' },
      { kind: 'send', text: 'Tell me about delivery' },
    ],
    [
      { text: 'Help', action: 'help' },
      { kind: 'send', text: 'I need help' },
    ],
    // Any other action sends its own text.
    [
      { text: 'Payment options', action: 'payment' },
      { kind: 'send', text: 'Payment options' },
    ],
    [
      { text: 'Contact Support', action: 'contact' },
      { kind: 'send', text: 'Contact Support' },
    ],
    [
      { text: 'Login', action: 'login' },
      { kind: 'send', text: 'Login' },
    ],
    [
      { text: 'Register', action: 'register' },
      { kind: 'send', text: 'Register' },
    ],
    [
      { text: 'Show me sofas', action: 'ask' },
      { kind: 'send', text: 'Show me sofas' },
    ],
    // Ours: Show More narrows to the sub-category and the words searched.
    [
      {
        text: 'Show More',
        action: 'browse_category',
        category: 'Tables',
        subCategory: 'Dining Tables',
      },
      { kind: 'navigate', to: '/collection?category=Tables&subCategory=Dining+Tables' },
    ],
    [
      {
        text: 'Show More',
        action: 'browse_category',
        category: 'FoodStuffs',
        subCategory: 'Grains & Cereals',
        search: 'red rice',
      },
      {
        kind: 'navigate',
        to: '/collection?category=FoodStuffs&subCategory=Grains+%26+Cereals&q=red+rice',
      },
    ],
    [
      { text: 'Show More', action: 'browse', search: 'chesterfield' },
      { kind: 'navigate', to: '/collection?q=chesterfield' },
    ],
    // Incomplete suggestions still do something sensible.
    [
      { text: 'View', action: 'view_product' },
      { kind: 'send', text: 'View' },
    ],
    [
      { text: 'Show More', action: 'browse_category' },
      { kind: 'navigate', to: '/collection' },
    ],
    [
      { text: 'Show More', action: 'browse_category', subCategory: 'Sofas' },
      { kind: 'navigate', to: '/collection' },
    ],
    [
      { text: 'View', action: 'view_product', productId: 'a/b?c' },
      { kind: 'navigate', to: '/product/a%2Fb%3Fc' },
    ],
  ])('%j -> %j', (suggestion, effect) => {
    expect(suggestionEffect(suggestion)).toEqual(effect);
  });

  it('the five chips do what the spec says, in its order', () => {
    expect(CHAT_QUICK_ACTIONS.map((chip) => [chip.text, suggestionEffect(chip)])).toEqual([
      ['Browse Products', { kind: 'navigate', to: '/collection' }],
      ['My Orders', { kind: 'navigate', to: '/orders' }],
      ['Favorites', { kind: 'navigate', to: '/profile?tab=favorites' }],
      ['Delivery Info', { kind: 'send', text: 'Tell me about delivery' }],
      ['Help', { kind: 'send', text: 'I need help' }],
    ]);
  });

  it('every text a suggestion sends is understood: no suggestion leads to the fallback', async () => {
    const sent = (suggestions: readonly ChatSuggestion[]) =>
      suggestions.flatMap((s) => {
        const effect = suggestionEffect(s);
        return effect.kind === 'send' ? [effect.text] : [];
      });
    const ctx = fakeContext();
    const starts = [
      'hi',
      'show me',
      'show me sofas',
      'cheap beds',
      'what are your prices',
      'small room',
      'wood',
      'where is my order',
      'xylophone',
      '🙂',
    ];
    const queue = [...sent(CHAT_QUICK_ACTIONS)];
    for (const message of starts) queue.push(...sent((await answer(message, ctx)).suggestions));
    const seen = new Set<string>();
    while (queue.length) {
      const message = queue.shift()!;
      if (seen.has(message)) continue;
      seen.add(message);
      const reply = await answer(message, ctx);
      // Understood: never the fallback, and a search always names a category or a price.
      const intent = understand(message);
      expect(intent.kind, message).not.toBe('fallback');
      if (intent.kind === 'search') expect(intent.target ?? intent.band, message).toBeDefined();
      queue.push(...sent(reply.suggestions));
    }
    expect([...seen].sort()).toEqual([
      'Contact Support',
      'I need help',
      'Login',
      'Payment options',
      'Register',
      'Show me affordable products',
      'Show me all beds',
      'Show me beds',
      'Show me bookshelves',
      'Show me cement',
      'Show me office chairs',
      'Show me premium products',
      'Show me rice',
      'Show me side tables',
      'Show me sofas',
      'Show me stools',
      'Tell me about delivery',
    ]);
  });
});
