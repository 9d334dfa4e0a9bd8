import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema, SUGGESTIONS_MAX, type Product } from '@shop/contracts';
import { demoProducts } from '../../../demo/products.ts';
import { addProducts, recordedQuestions } from '../../../test/assistant-fixtures.ts';
import { expectRefusal } from '../../../test/refusals.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { liveNameIndexOf } from '../name-index/live-name-index.ts';
import { similarNames } from '../queries.ts';

// The collection's search by what things are and its typo tolerance (decision 0053), through
// GET /api/product/list as the storefront calls it.

const t = useTestApp();

async function list(query: string) {
  const res = await t.app.inject({ url: `/api/product/list${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return productListResponseSchema.parse(res.json());
}
const idsOf = (products: Product[]) => products.map((p) => p._id).sort();

/** A word no demo product holds, made of letters only (so it can be misspelt and corrected). */
const letters = () =>
  [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('') + 'qua';

// This file's own products: a sofa and a chair whose names never say so, and a name with a word
// of its own to misspell.
const own = { word: letters(), ids: [] as string[] };
beforeAll(async () => {
  own.ids = await addProducts(t.db, [
    {
      name: 'Kapoeta Three-Seat Lounger',
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
      price: 2_400_000,
    },
    {
      name: 'Torit Reading Seat',
      category: 'Seatingfurniture',
      subCategory: 'Chairs',
      price: 310_000,
    },
    {
      name: `Nile ${own.word} Basket`,
      category: 'FoodStuffs',
      subCategory: 'Fresh Garden Produce',
      price: 15_000,
    },
  ]);
  // The name index's words come from its last build: build it now, with this file's products.
  await liveNameIndexOf(t.db).find({ q: 'basket' }, { limit: 1, offset: 0 });
  await liveNameIndexOf(t.db).settled();
});

describe('a search finds products by what they are', () => {
  it("'sofa' finds every product of Seating Furniture › Sofas, named so or not, and the names holding it", async () => {
    const expected = [
      ...demoProducts.filter(
        (p) =>
          p.name.toLowerCase().includes('sofa') ||
          (p.category === 'Seatingfurniture' && p.subCategory === 'Sofas'),
      ),
    ];
    const body = await list('?q=sofa&pageSize=50');
    expect(body.total).toBe(expected.length + 1);
    expect(body.products.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Kapoeta Three-Seat Lounger',
        'Velvet Two-Seater Loveseat',
        'Seven-Seater Lounge Set',
      ]),
    );
    expect(body.correctedQuery).toBeUndefined();
    expect(body.suggestions).toBeUndefined();
  });

  it('reads a plural as its singular and every word as a name or a place', async () => {
    const sofas = await list('?q=Sofas&pageSize=50');
    expect(sofas.products.map((p) => p._id)).toContain(own.ids[0]);
    // 'seat' is in the name, 'chair' is the place: both words must be found.
    const seatChair = await list('?q=seat%20chair&pageSize=50');
    expect(seatChair.products.map((p) => p._id)).toContain(own.ids[1]);
    expect(seatChair.products.map((p) => p._id)).not.toContain(own.ids[0]);
    for (const p of seatChair.products) expect(p.name.toLowerCase()).toContain('seat');
  });

  it('keeps the other filters and every sort, through the name index and the database alike', async () => {
    const all = await list('?q=chair&pageSize=50');
    expect(all.products.map((p) => p._id)).toContain(own.ids[1]);
    const within = await list('?q=chair&category=Officefurniture&pageSize=50');
    expect(within.total).toBeGreaterThan(0);
    for (const p of within.products) expect(p.category).toBe('Officefurniture');
    // inStock is always answered by the database; untracked products are all in stock.
    const inStock = await list('?q=chair&inStock=true&pageSize=50');
    expect(idsOf(inStock.products)).toEqual(idsOf(all.products));
    const low = await list('?q=chair&sort=low&pageSize=50');
    const prices = low.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(idsOf(low.products)).toEqual(idsOf(all.products));
  });

  it('leaves a search naming no place to the name alone, as the specification has it', async () => {
    const body = await list('?q=loung&pageSize=50');
    for (const p of body.products) expect(p.name.toLowerCase()).toContain('loung');
  });
});

describe('a misspelt search is corrected when it finds nothing as typed', () => {
  it("'chiar' shows the chairs, saying it searched for 'chair'", async () => {
    const chair = await list('?q=chair&pageSize=20');
    const chiar = await list('?q=Chiar&pageSize=20');
    expect(chiar.correctedQuery).toBe('chair');
    expect(chiar.total).toBe(chair.total);
    expect(chiar.products.map((p) => p._id)).toEqual(chair.products.map((p) => p._id));
    expect(chiar.suggestions).toBeUndefined();
    // Later pages too.
    const page2 = await list('?q=chiar&pageSize=5&page=2');
    expect(page2.correctedQuery).toBe('chair');
    expect(page2.products.map((p) => p._id)).toEqual(chair.products.slice(5, 10).map((p) => p._id));
  });

  it("'sofaa' finds the sofas, and a word of a product's name is corrected too", async () => {
    const sofaa = await list('?q=sofaa&pageSize=50');
    expect(sofaa.correctedQuery).toBe('sofa');
    expect(sofaa.products.map((p) => p._id)).toContain(own.ids[0]);
    // One letter doubled: within the edits a word of its length may carry.
    const typo = `${own.word.slice(0, 3)}${own.word[3]}${own.word.slice(3)}`;
    const named = await list(`?q=${typo}`);
    expect(named.correctedQuery).toBe(own.word);
    expect(named.products.map((p) => p._id)).toEqual([own.ids[2]]);
  });

  it('keeps an exact match: a word found as typed is never corrected', async () => {
    // 'cement' is one edit from nothing else; 'sand' is a catalogue word found as typed.
    for (const q of ['cement', 'sand', own.word]) {
      const body = await list(`?q=${q}`);
      expect(body.total, q).toBeGreaterThan(0);
      expect(body.correctedQuery, q).toBeUndefined();
    }
  });

  it('records a corrected search as answered, and one that finds nothing either way for the staff', async () => {
    const nothing = `${letters()} chiar`;
    const found = await list('?q=chiar');
    expect(found.total).toBeGreaterThan(0);
    const none = await list(`?q=${encodeURIComponent(nothing)}`);
    expect(none).toMatchObject({ total: 0, products: [] });
    expect(none.correctedQuery).toBeUndefined();
    expect(await recordedQuestions(t.db, 'chiar')).toEqual([]);
    expect(await recordedQuestions(t.db, nothing)).toEqual([
      { text: nothing, source: 'search', count: 1 },
    ]);
  });

  it('answers odd and hostile search texts without correcting or failing', async () => {
    for (const q of [
      '%_%',
      '!!!',
      '12mm',
      'chíar',
      'x',
      ' ',
      'a'.repeat(100),
      'chiar '.repeat(16),
    ]) {
      const res = await t.app.inject({ url: `/api/product/list?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
      productListResponseSchema.parse(res.json());
    }
    // Accents are dropped before correcting, as the assistant reads words.
    expect((await list(`?q=${encodeURIComponent('chíar')}`)).correctedQuery).toBe('chair');
    // More words than the assistant reads: not corrected.
    expect(
      (await list(`?q=${encodeURIComponent('chiar '.repeat(9))}`)).correctedQuery,
    ).toBeUndefined();
  });

  it('refuses a search text over 100 characters with 400 and its message', async () => {
    const res = await t.app.inject({ url: `/api/product/list?q=${'chiar'.repeat(21)}` });
    expectRefusal(res, 400, {
      code: 'VALIDATION',
      message: 'Search text must be at most 100 characters',
      errors: { q: 'Search text must be at most 100 characters' },
    });
  });
});

describe('"did you mean" ranks names of products, categories and sub-categories together', () => {
  it("puts Sofas before 'Soft Drinks Crate' for 'sofaa'", async () => {
    const names = await similarNames(t.db, 'sofaa', SUGGESTIONS_MAX);
    expect(names[0]).toBe('Sofas');
    const soft = names.indexOf('Soft Drinks Crate');
    if (soft >= 0) expect(names.slice(0, soft).some((n) => /sofa/i.test(n))).toBe(true);
  });

  it('offers a sub-category for a typo it cannot correct (another first letter)', async () => {
    const body = await list('?q=zofas');
    expect(body.total).toBe(0);
    expect(body.correctedQuery).toBeUndefined();
    expect(body.suggestions?.[0]).toBe('Sofas');
    // Followed, the suggestion finds the sub-category's products.
    const followed = await list(`?q=${encodeURIComponent(body.suggestions![0]!)}&pageSize=50`);
    expect(followed.products.map((p) => p._id)).toContain(own.ids[0]);
  });
});
