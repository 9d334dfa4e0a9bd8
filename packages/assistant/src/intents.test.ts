import { describe, expect, it } from 'vitest';
import { understand, type Intent } from './intents.ts';

// The rules of docs/spec/account-and-company-site.md section 9 (and decision 0020), one row each.

const sofas = { category: 'Seatingfurniture', subCategory: 'Sofas' } as const;
const topic = (t: Extract<Intent, { kind: 'topic' }>['topic']): Intent => ({
  kind: 'topic',
  topic: t,
});

describe('understand', () => {
  it.each<[string, Intent]>([
    // Product searches, with and without a search phrase.
    ['show me sofas', { kind: 'search', target: sofas }],
    ['Show Me SOFAS!!!', { kind: 'search', target: sofas }],
    ['do you have sofas?', { kind: 'search', target: sofas }],
    ['I need a sofa', { kind: 'search', target: sofas }],
    ['sofa', { kind: 'search', target: sofas }],
    ['hi, show me sofas', { kind: 'search', target: sofas }],
    ['show me leather sofas', { kind: 'search', target: sofas, text: 'leather' }],
    ['show me red sofas', { kind: 'search', target: sofas, text: 'red' }],
    [
      'I want to buy 50 bags of cement',
      { kind: 'search', target: { category: 'BuildingItems', subCategory: 'Cement' } },
    ],
    ['hp 404', { kind: 'search', text: 'hp 404' }],
    [
      'how much is cement',
      { kind: 'search', target: { category: 'BuildingItems', subCategory: 'Cement' } },
    ],
    [
      'price of diesel',
      { kind: 'search', target: { category: 'PetroleumServices', subCategory: 'Diesel' } },
    ],
    // A name search when no category is named.
    ['chesterfield', { kind: 'search', text: 'chesterfield' }],
    ['do you have a chesterfield?', { kind: 'search', text: 'chesterfield' }],
    ['how much is the chesterfield', { kind: 'search', text: 'chesterfield' }],
    ['blah blah', { kind: 'search', text: 'blah blah' }],
    [
      'one two three four five six seven eight nine ten',
      { kind: 'search', text: 'two three four five six seven eight nine' },
    ],
    // Price words (section 9).
    ['cheap sofas', { kind: 'search', target: sofas, band: 'budget' }],
    [
      'affordable tents',
      {
        kind: 'search',
        target: { category: 'ReliefSupplies', subCategory: 'Tents' },
        band: 'budget',
      },
    ],
    ['anything on a budget?', { kind: 'search', band: 'budget' }],
    ['show me affordable products', { kind: 'search', band: 'budget' }],
    ['sofas that are not expensive', { kind: 'search', target: sofas, band: 'budget' }],
    [
      'premium beds',
      {
        kind: 'search',
        target: { category: 'Bedroomfurniture', subCategory: 'Beds' },
        band: 'premium',
      },
    ],
    ['luxury sofas', { kind: 'search', target: sofas, band: 'premium' }],
    ['High-End furniture', { kind: 'search', band: 'premium', text: 'furniture' }],
    ['something expensive', { kind: 'search', band: 'premium' }],
    // Orders (section 6).
    ['where is my order', { kind: 'orders' }],
    ['Where is my order?!', { kind: 'orders' }],
    ['track', { kind: 'orders' }],
    ['track my sofa order', { kind: 'orders' }],
    ['my orders', { kind: 'orders' }],
    ['order status please', { kind: 'orders' }],
    ['when will my delivery arrive', { kind: 'orders' }],
    // Questions outrank a product named without a search phrase.
    ['do you deliver cement?', topic('delivery')],
    [
      'show me cement delivery options',
      { kind: 'search', target: { category: 'BuildingItems', subCategory: 'Cement' } },
    ],
    ['Tell me about delivery', topic('delivery')],
    ['how much is delivery', topic('delivery')],
    ['shipping to Juba', topic('delivery')],
    ['cheap delivery', topic('delivery')],
    ['do you accept cash on delivery', topic('payment')],
    ['Payment options', topic('payment')],
    ['can I pay with MTN mobile money', topic('payment')],
    ['credit card?', topic('payment')],
    ['Contact Support', topic('contact')],
    ['what is your phone number', topic('contact')],
    ['where is your office', topic('contact')],
    ['whatsapp', topic('contact')],
    ['Login', topic('account')],
    ['Register', topic('account')],
    ['how do I sign up', topic('account')],
    ['delivery address and payment', topic('delivery')],
    ['payment and delivery', topic('payment')],
    // Help, thanks, greeting.
    ['I need help', topic('help')],
    ['help', topic('help')],
    ['what can you do?', topic('help')],
    ['how do I order', topic('help')],
    ['thanks', topic('thanks')],
    ['Thank you so much!', topic('thanks')],
    ['ok bye', topic('thanks')],
    ['hi', topic('greeting')],
    ['Hello there', topic('greeting')],
    ['good morning friend', topic('greeting')],
    // Advice (section 9).
    ['I have a small room', topic('space')],
    ['compact', topic('space')],
    ['tiny apartment ideas', topic('space')],
    ['small sofa', { kind: 'search', target: sofas }],
    ['wood or metal?', topic('material')],
    ['which fabric is best', topic('material')],
    [
      'wooden beds',
      {
        kind: 'search',
        target: { category: 'Bedroomfurniture', subCategory: 'Beds' },
        text: 'wooden',
      },
    ],
    // Price ranges.
    ['what are your prices', topic('prices')],
    ['price range', topic('prices')],
    ['how much', topic('prices')],
    ['Price ranges', topic('prices')],
    // A search phrase with nothing to look for, and everything else.
    ['show me', { kind: 'catalogue' }],
    ['I want', { kind: 'catalogue' }],
    ['browse products', { kind: 'catalogue' }],
    ['what do you sell?', { kind: 'catalogue' }],
    ['your categories', { kind: 'catalogue' }],
    ['', { kind: 'fallback' }],
    ['    ', { kind: 'fallback' }],
    ['🙂🙂🙂', { kind: 'fallback' }],
    ['?!?!', { kind: 'fallback' }],
    ['I work in Juba', { kind: 'fallback' }],
    ['is it', { kind: 'fallback' }],
  ])('%j -> %j', (message, intent) => {
    expect(understand(message)).toEqual(intent);
  });

  it('counts a weak word only after a search phrase', () => {
    expect(understand('how does it work')).toEqual({ kind: 'fallback' });
    expect(understand('show me work furniture')).toEqual({
      kind: 'search',
      target: { category: 'Officefurniture' },
      text: 'furniture',
    });
  });

  it('keeps the search text within the search box limit for a very long message', () => {
    const intent = understand(`show me ${'supercalifragilistic'.repeat(40)}`);
    expect(intent.kind).toBe('search');
    expect(intent.kind === 'search' && intent.text!.length).toBeLessThanOrEqual(100);
  });

  it('answers the same way every time', () => {
    expect(understand('cheap sofas')).toEqual(understand('cheap sofas'));
  });
});
