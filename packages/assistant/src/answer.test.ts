// eslint-disable-next-line no-restricted-imports -- the tests hold every reply to the API's own schema; zod never reaches the engine
import { chatReplySchema } from '@shop/contracts';
import {
  CHAT_BUDGET_MAX_PRICE,
  CHAT_PREMIUM_MIN_PRICE,
  CHAT_PRODUCTS_MAX,
  CHAT_TEXTS,
  type ChatReply,
} from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { answer, isUnanswered } from './answer.ts';
import { greeting } from './greeting.ts';
import { searchProductList } from './memory-search.ts';
import { CATALOGUE, fakeContext, order, SETTINGS } from './test-fixtures.ts';

const texts = (reply: ChatReply) => reply.suggestions.map((s) => s.text);
const names = (reply: ChatReply) => reply.products.map((p) => p.name);

describe('every reply', () => {
  it.each([
    'hi',
    'show me sofas',
    'cheap tents',
    'chesterfield',
    'xylophone',
    'where is my order',
    'Tell me about delivery',
    'Payment options',
    'what are your prices',
    'Contact Support',
    'Login',
    'small room',
    'wood or metal',
    'thanks',
    'I need help',
    'show me',
    '🙂',
    '',
  ])('%j fits the API schema and offers at least one suggestion', async (message) => {
    const reply = await answer(message, fakeContext());
    expect(chatReplySchema.parse(reply)).toEqual(reply);
    expect(reply.content.length).toBeGreaterThan(0);
    expect(reply.suggestions.length).toBeGreaterThan(0);
    expect(reply.products.length).toBeLessThanOrEqual(CHAT_PRODUCTS_MAX);
  });
});

describe('product searches (section 9)', () => {
  it('shows 3 sofas and a Show More to the collection filtered to sofas', async () => {
    const ctx = fakeContext();
    const reply = await answer('show me sofas', ctx);
    expect(reply.action).toBe('products');
    expect(reply.content).toBe('I found 5 products in Sofas. Here are the first 3:');
    expect(names(reply)).toEqual([
      'Chesterfield Leather Sofa',
      'Three Seater Fabric Sofa',
      'Corner Sofa',
    ]);
    expect(reply.suggestions[0]).toEqual({
      text: CHAT_TEXTS.showMore,
      action: 'browse_category',
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
    });
    expect(ctx.queries).toEqual([
      { category: 'Seatingfurniture', subCategory: 'Sofas', limit: CHAT_PRODUCTS_MAX },
    ]);
  });

  it('offers no Show More when everything fits', async () => {
    const reply = await answer('do you have cement', fakeContext());
    expect(reply.content).toBe('I found 2 products in Cement. Here they are:');
    expect(names(reply)).toEqual(['Portland Cement 50kg', 'Rapid Set Cement 25kg']);
    expect(texts(reply)).not.toContain(CHAT_TEXTS.showMore);
    expect(texts(reply)).toContain(CHAT_TEXTS.browseProducts);
  });

  it('says "Here it is" for a single product', async () => {
    const reply = await answer('printers', fakeContext());
    expect(reply.content).toBe('I found 1 product in Printers. Here it is:');
  });

  it('gives the card fields only, whatever else the host returns', async () => {
    const ctx = fakeContext();
    ctx.searchProducts = async () => ({
      products: [{ ...CATALOGUE[0]!, description: 'secret', stock: 4 } as never],
      total: 1,
    });
    const reply = await answer('sofas', ctx);
    expect(Object.keys(reply.products[0]!).sort()).toEqual(
      ['_id', 'category', 'image', 'name', 'price', 'subCategory'].sort(),
    );
  });

  it('never shows more than 3 products, even when the host returns more', async () => {
    const ctx = fakeContext();
    ctx.searchProducts = async () => ({ products: CATALOGUE.slice(0, 6), total: 2 });
    const reply = await answer('sofas', ctx);
    expect(reply.products).toHaveLength(3);
    expect(reply.content).toBe('I found 6 products in Sofas. Here are the first 3:');
  });

  it('searches within the category with the other words, then the whole category', async () => {
    const ctx = fakeContext();
    const leather = await answer('show me leather sofas', ctx);
    expect(names(leather)).toEqual(['Chesterfield Leather Sofa']);
    expect(ctx.queries).toHaveLength(1);

    const red = await answer('show me red sofas', ctx);
    expect(ctx.queries.slice(1)).toEqual([
      { category: 'Seatingfurniture', subCategory: 'Sofas', text: 'red', limit: 3 },
      { category: 'Seatingfurniture', subCategory: 'Sofas', limit: 3 },
    ]);
    expect(red.content).toBe('I found 5 products in Sofas. Here are the first 3:');
    expect(red.suggestions[0]).not.toHaveProperty('search');
  });

  it('keeps the words in the Show More when they found the products', async () => {
    const catalogue = Array.from({ length: 5 }, (_, i) => ({
      ...CATALOGUE[1]!,
      _id: `fabric-${i}`,
    }));
    const reply = await answer('fabric sofas', fakeContext({ catalogue }));
    expect(reply.suggestions[0]).toEqual({
      text: CHAT_TEXTS.showMore,
      action: 'browse_category',
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
      search: 'fabric',
    });
  });

  it('searches by name when no category is named, with a Show More to the search', async () => {
    const catalogue = Array.from({ length: 4 }, (_, i) => ({
      ...CATALOGUE[0]!,
      _id: `c-${i}`,
    }));
    const ctx = fakeContext({ catalogue });
    const reply = await answer('Do you have a Chesterfield?', ctx);
    expect(ctx.queries).toEqual([{ text: 'chesterfield', limit: 3 }]);
    expect(reply.content).toBe('I found 4 products for "chesterfield". Here are the first 3:');
    expect(reply.suggestions[0]).toEqual({
      text: CHAT_TEXTS.showMore,
      action: 'browse',
      search: 'chesterfield',
    });
  });

  it('answers a name search that finds nothing helpfully, and marks it unanswered', async () => {
    const reply = await answer('xylophone', fakeContext());
    expect(reply).toEqual({
      content:
        'Sorry, I couldn\'t find anything matching "xylophone". Try another word, or browse the whole catalogue.',
      suggestions: [
        { text: 'Browse Products', action: 'browse' },
        { text: 'Contact Support', action: 'contact' },
        { text: 'Help', action: 'help' },
      ],
      action: 'no_products',
      products: [],
    });
    expect(isUnanswered(reply)).toBe(true);
  });

  it("never says the shop lacks what it could not search (the page's products only)", async () => {
    const ctx = fakeContext();
    ctx.searchProducts = searchProductList(
      CATALOGUE.filter((p) => p.category !== 'Seatingfurniture'),
    );
    const reply = await answer('do you have sofas', ctx);
    expect(reply.content).toBe(
      'I cannot search the whole shop right now, so I cannot tell whether we have Sofas. The collection shows everything we sell.',
    );
    expect(reply.suggestions[0]).toMatchObject({ text: 'Browse Sofas', action: 'browse_category' });
    expect(reply.content).not.toMatch(/we have no/);
  });

  it('says so when a category is empty', async () => {
    const reply = await answer('show me wardrobes', fakeContext());
    expect(reply.content).toBe('Sorry, we have no Wardrobes in the shop right now.');
    expect(isUnanswered(reply)).toBe(true);
  });

  it('counts in thousands', async () => {
    const ctx = fakeContext();
    ctx.searchProducts = async () => ({ products: CATALOGUE.slice(0, 3), total: 12_345 });
    expect((await answer('sofas', ctx)).content).toBe(
      'I found 12,345 products in Sofas. Here are the first 3:',
    );
  });
});

describe('price words (section 9)', () => {
  it('cheap means at most SSP 500,000', async () => {
    const ctx = fakeContext();
    const reply = await answer('cheap tents', ctx);
    expect(ctx.queries[0]).toEqual({
      category: 'ReliefSupplies',
      subCategory: 'Tents',
      maxPrice: CHAT_BUDGET_MAX_PRICE,
      limit: 3,
    });
    expect(names(reply)).toEqual(['Family Tent 4 Person', 'Emergency Shelter Tent']);
    expect(reply.content).toBe(
      'I found 2 products in Tents at SSP 500,000.00 or less. Here they are:',
    );
  });

  it('premium means at least SSP 2,000,000', async () => {
    const ctx = fakeContext();
    const reply = await answer('luxury sofas', ctx);
    expect(ctx.queries[0]).toMatchObject({ minPrice: CHAT_PREMIUM_MIN_PRICE });
    expect(ctx.queries[0]).not.toHaveProperty('maxPrice');
    expect(names(reply)).toEqual(['Chesterfield Leather Sofa', 'Velvet Sofa Bed']);
    expect(reply.content).toContain('at SSP 2,000,000.00 or more');
  });

  it('includes the limits themselves', async () => {
    const catalogue = [
      { ...CATALOGUE[0]!, _id: 'a', price: CHAT_BUDGET_MAX_PRICE },
      { ...CATALOGUE[0]!, _id: 'b', price: CHAT_BUDGET_MAX_PRICE + 1 },
      { ...CATALOGUE[0]!, _id: 'c', price: CHAT_PREMIUM_MIN_PRICE - 1 },
      { ...CATALOGUE[0]!, _id: 'd', price: CHAT_PREMIUM_MIN_PRICE },
    ];
    const ctx = fakeContext({ catalogue });
    const cheap = await answer('budget sofas', ctx);
    const premium = await answer('high end sofas', ctx);
    expect(cheap.products.map((p) => p._id)).toEqual(['a']);
    expect(premium.products.map((p) => p._id)).toEqual(['d']);
  });

  it('searches the whole catalogue by price when no category is named', async () => {
    const ctx = fakeContext();
    const reply = await answer('show me affordable products', ctx);
    expect(ctx.queries).toEqual([{ maxPrice: CHAT_BUDGET_MAX_PRICE, limit: 3 }]);
    expect(reply.suggestions[0]).toEqual({ text: CHAT_TEXTS.showMore, action: 'browse' });
    expect(reply.content).toMatch(/^I found \d+ products at SSP 500,000\.00 or less\./);
  });

  it('offers the category without the price word when the price finds nothing', async () => {
    const reply = await answer('cheap beds', fakeContext());
    expect(reply.content).toBe(
      'Sorry, we have no Beds at SSP 500,000.00 or less in the shop right now.',
    );
    expect(reply.suggestions[0]).toEqual({ text: 'Show me all beds', action: 'ask' });
  });

  it('offers the price ranges when a price alone finds nothing', async () => {
    const reply = await answer('something luxurious', fakeContext({ catalogue: [] }));
    expect(reply.content).toBe(
      "Sorry, I couldn't find any products at SSP 2,000,000.00 or more right now.",
    );
    expect(texts(reply)).toContain('Price ranges');
  });
});

describe('orders (section 6)', () => {
  const orders = [
    order('65f0a1b2c3d4e5f6a7b8c9d1', 'Delivered', '2026-01-05T10:00:00Z'),
    order('65f0a1b2c3d4e5f6a7b8c9d2', 'Processing', '2026-03-05T10:00:00Z'),
    order('65f0a1b2c3d4e5f6a7b8c9d3', 'Shipped', '2026-02-05T10:00:00Z'),
    order('65f0a1b2c3d4e5f6a7b8c9d4', 'Order Placed', '2026-03-10T23:30:00Z'),
  ];

  it('lists the newest 3 with number, status and date (in Juba time), and My Orders', async () => {
    const reply = await answer('where is my order', fakeContext({ orders }));
    expect(reply).toEqual({
      content: [
        'Here are your 3 latest orders (of 4):',
        '• Order #B8C9D4: Order Placed, placed 11 March 2026',
        '• Order #B8C9D2: Processing, placed 5 March 2026',
        '• Order #B8C9D3: Shipped, placed 5 February 2026',
        'Open My Orders for the details and tracking.',
      ].join('\n'),
      suggestions: [
        { text: 'My Orders', action: 'orders' },
        { text: 'Delivery Info', action: 'delivery' },
      ],
      action: 'orders',
      products: [],
    });
  });

  it('lists one order in the singular', async () => {
    const reply = await answer('track', fakeContext({ orders: orders.slice(0, 1) }));
    expect(reply.content.split('\n').slice(0, 2)).toEqual([
      'Here is your order:',
      '• Order #B8C9D1: Delivered, placed 5 January 2026',
    ]);
  });

  it('tells a signed-in customer with no orders where to start', async () => {
    const reply = await answer('my orders', fakeContext({ orders: [] }));
    expect(reply.action).toBe('orders');
    expect(texts(reply)).toEqual(['Browse Products', 'My Orders']);
  });

  it('points to My Orders when the orders cannot be read here', async () => {
    const reply = await answer('track my order', fakeContext({ orders: 'unavailable' }));
    expect(reply.action).toBe('orders');
    expect(texts(reply)).toEqual(['My Orders']);
  });

  it('asks a visitor to log in, with Login, Register and Contact Support', async () => {
    const reply = await answer('Where is my order?', fakeContext({ orders: null }));
    expect(reply.action).toBe('login_needed');
    expect(reply.content).toContain('Please log in to track your orders.');
    expect(reply.suggestions).toEqual([
      { text: 'Login', action: 'login' },
      { text: 'Register', action: 'register' },
      { text: 'Contact Support', action: 'contact' },
    ]);
  });

  it('tells a visitor without an account where to track an order by its number and phone', async () => {
    for (const message of ['Where is my order?', 'track order', 'order status']) {
      const reply = await answer(message, fakeContext({ orders: null }));
      expect(reply.action, message).toBe('login_needed');
      expect(reply.content.split('\n')[1]).toBe(
        'No account, or you ordered by phone? Track your order without signing in on /track ' +
          'with the order number from your order e-mail and the phone number of the delivery address.',
      );
    }
    // Signed in, the orders themselves answer: no word of the tracking page.
    const signedIn = await answer('Where is my order?', fakeContext({ orders }));
    expect(signedIn.content).not.toContain('/track');
  });

  it('reads orders only for order questions, and searches only for product questions', async () => {
    const ctx = fakeContext({ orders });
    for (const message of ['hi', 'Tell me about delivery', 'Payment options', 'thanks', '🙂']) {
      await answer(message, ctx);
    }
    expect(ctx.orderLookups).toBe(0);
    expect(ctx.queries).toEqual([]);
    await answer('where is my order', ctx);
    expect(ctx.orderLookups).toBe(1);
    expect(ctx.queries).toEqual([]);
  });
});

describe('settings-driven answers', () => {
  it('delivery: the fee and the free-delivery threshold come from the settings', async () => {
    const reply = await answer('Tell me about delivery', fakeContext());
    expect(reply.content).toBe(
      [
        'Here is how delivery works:',
        '• Free delivery on orders of SSP 10,000,000.00 or more; below that the delivery fee is SSP 25,000.00.',
        '• Standard delivery takes 3 to 5 business days.',
        '• Express delivery is available in the Juba area.',
        '• Cash on delivery is available for all orders.',
      ].join('\n'),
    );
    expect(reply.action).toBe('delivery');
  });

  it('delivery: other settings, other words', async () => {
    const settings = { ...SETTINGS, deliveryFee: 40_000, freeDeliveryThreshold: 2_500_000 };
    const reply = await answer('delivery', fakeContext({ settings }));
    expect(reply.content).toContain(
      'Free delivery on orders of SSP 2,500,000.00 or more; below that the delivery fee is SSP 40,000.00.',
    );
    expect(reply.content).not.toContain('10,000,000');
  });

  it.each([
    [{ deliveryFee: 0 }, 'Delivery is free on every order.'],
    [{ freeDeliveryThreshold: 0 }, 'Delivery is free on every order.'],
  ])('delivery: %j reads as free delivery', async (change, line) => {
    const reply = await answer('delivery', fakeContext({ settings: { ...SETTINGS, ...change } }));
    expect(reply.content).toContain(line);
  });

  it('contact: phones, e-mails, WhatsApp, office, depot and hours from the settings', async () => {
    const reply = await answer('Contact Support', fakeContext());
    expect(reply.content).toBe(
      [
        'You can reach Boma Star General Trading Co. Ltd:',
        '• Phone: +211 922 450 310, +211 912 000 111',
        '• E-mail: info@bomastar.example',
        '• WhatsApp: +211 922 450 310',
        '• Office: Pibor - GPAA, South Sudan (Head office: orders, quotations, tenders and accounts)',
        '• Depot: Plot 7, Nimule Road, Gumbo, Juba, South Sudan (Depot and yard: goods kept, checked and loaded; orders collected)',
        '• Opening hours: Mon-Fri 8:00-18:00; Sat 9:00-16:00; Sun Closed',
        'You can also write to us from the Contact page.',
      ].join('\n'),
    );
  });

  it('contact: a changed profile changes the answer', async () => {
    const settings = {
      ...SETTINGS,
      company: {
        ...SETTINGS.company,
        name: 'Other Co',
        phones: ['+211 955 000 000'],
        emails: ['sales@other.example'],
        whatsapp: '211955123456',
        depot: null,
      },
    };
    const reply = await answer('phone number', fakeContext({ settings }));
    expect(reply.content).toContain('You can reach Other Co:');
    expect(reply.content).toContain('• Phone: +211 955 000 000');
    expect(reply.content).toContain('• E-mail: sales@other.example');
    expect(reply.content).toContain('• WhatsApp: +211 955 123 456');
    expect(reply.content).not.toContain('922 450 310');
    // No depot: no line for one.
    expect(reply.content).not.toContain('Depot');
  });

  it('greeting: names the shop from the settings', () => {
    const reply = greeting({
      settings: { ...SETTINGS, company: { ...SETTINGS.company, shortName: 'Acme' } },
    });
    expect(reply.content).toMatch(/^Hello! 👋 I'm the Acme shopping assistant\./);
  });
});

describe('fixed answers', () => {
  it('payment: mobile money (MTN, Airtel, UTL), cash on delivery, bank transfer, credit card soon', async () => {
    const reply = await answer('Payment options', fakeContext());
    expect(reply.content).toBe(
      [
        'You can pay by:',
        '• Mobile money: MTN, Airtel or UTL',
        '• Cash on delivery',
        '• Bank transfer: contact us to arrange it',
        '• Credit card: coming soon',
      ].join('\n'),
    );
  });

  it('prices: the three bands of section 9', async () => {
    const reply = await answer('what are your prices', fakeContext());
    expect(reply.content.split('\n').slice(0, 4)).toEqual([
      'Our prices fall into three ranges:',
      '• Affordable: SSP 50,000 to 500,000',
      '• Mid-range: SSP 500,000 to 2,000,000',
      '• Premium: SSP 2,000,000 and above',
    ]);
    expect(texts(reply)).toEqual([
      'Show me affordable products',
      'Show me premium products',
      'Browse Products',
    ]);
  });

  it.each([
    ['hi', 'greeting'],
    ['Hello!', 'greeting'],
    ['I need help', 'help'],
    ['thanks', 'thanks'],
    ['Login', 'account'],
    ['small room', 'space_advice'],
    ['compact living', 'space_advice'],
    ['wood or metal?', 'material_advice'],
    ['show me', 'catalogue'],
    ['Browse products', 'catalogue'],
    ['What do you sell?', 'catalogue'],
    ['🙂🙂', 'fallback'],
    ['', 'fallback'],
  ])('%j is answered as %s', async (message, action) => {
    expect((await answer(message, fakeContext())).action).toBe(action);
  });

  it('greets on "hi" with the first-open greeting', async () => {
    const ctx = fakeContext();
    expect(await answer('hi', ctx)).toEqual(greeting(ctx));
  });

  it('the first-open greeting offers searches, browsing, delivery and help', () => {
    expect(texts(greeting({ settings: SETTINGS }))).toEqual([
      'Show me sofas',
      'Show me cement',
      'Browse Products',
      'Delivery Info',
      'Help',
    ]);
  });
});

describe('odd input', () => {
  it.each([
    ['emoji only', '🛋️🛋️🛋️', 'fallback'],
    ['punctuation only', '...???!!!', 'fallback'],
    ['whitespace', ' \n\t ', 'fallback'],
    ['mixed case', 'ShOw Me SoFaS', 'products'],
    ['punctuation around words', '...sofas???', 'products'],
    ['emoji around words', '🛋️ sofas please 🙏', 'products'],
    ['markup', '<b>sofas</b>', 'products'],
    ['a very long message', `show me sofas ${'and more '.repeat(2_000)}`, 'products'],
    ['a very long word', 'x'.repeat(10_000), 'no_products'],
    ['numbers only', '12345', 'no_products'],
    ['accents', 'Canapé sofas', 'products'],
  ])('%s still gets a sensible answer', async (_label, message, action) => {
    const reply = await answer(message, fakeContext());
    expect(reply.action).toBe(action);
    expect(chatReplySchema.safeParse(reply).success).toBe(true);
  });

  it('quotes a long search no longer than the search box allows', async () => {
    const reply = await answer('x'.repeat(10_000), fakeContext());
    const quoted = /"(.*)"/.exec(reply.content)?.[1] ?? '';
    expect(quoted.length).toBeLessThanOrEqual(100);
  });

  it('answers the same message the same way every time', async () => {
    const ctx = fakeContext();
    expect(await answer('cheap tents', ctx)).toEqual(await answer('cheap tents', ctx));
  });

  it('lets a failing lookup reject, for the host to report', async () => {
    const ctx = fakeContext();
    ctx.searchProducts = () => Promise.reject(new Error('database down'));
    await expect(answer('sofas', ctx)).rejects.toThrow('database down');
  });
});
