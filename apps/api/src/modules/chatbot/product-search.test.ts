import { describe, expect, it } from 'vitest';
import { addProducts, removeProducts } from '../../test/assistant-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { countCacheOf } from '../catalog/count-cache.ts';
import { searchCatalogue } from './product-search.ts';

const t = useTestApp();
const search = (query: Parameters<typeof searchCatalogue>[2]) =>
  searchCatalogue(t.db, countCacheOf(t.db), query);

describe('searchCatalogue: the assistant’s product search on the database', () => {
  it('lists the sub-category the word names first, then other names holding it', async () => {
    const ids = await addProducts(t.db, [
      {
        name: 'Test Sofa Cushion Shelf',
        category: 'Storagefurniture',
        subCategory: 'Bookshelves',
        price: 90_000,
      },
    ]);
    try {
      const { products, total } = await search({ text: 'sofaa', limit: 20 });
      const sofas = products.map((p) => p.subCategory === 'Sofas');
      // Every sofa, named so or not (the Loveseat), before the shelf that only says 'sofa'.
      expect(sofas.indexOf(false)).toBeGreaterThan(0);
      expect(sofas.slice(sofas.indexOf(false))).not.toContain(true);
      expect(products.map((p) => p.name)).toContain('Velvet Two-Seater Loveseat');
      expect(products.at(-1)?.name).toBe('Test Sofa Cushion Shelf');
      expect(total).toBe(products.length);
    } finally {
      await removeProducts(t.db, ids);
    }
  });

  it('needs every word: in the name or in the category', async () => {
    const office = await search({ text: 'office chiar', limit: 20 });
    expect(office.products.length).toBeGreaterThan(0);
    for (const p of office.products) {
      expect(/office|chair/i.test(`${p.name} ${p.subCategory} ${p.category}`)).toBe(true);
    }
    expect((await search({ text: 'zzqx chair', limit: 3 })).total).toBe(0);
  });

  it('honours the category, sub-category and prices alongside the words', async () => {
    const { products } = await search({
      category: 'Seatingfurniture',
      subCategory: 'Chairs',
      text: 'chair',
      maxPrice: 400_000,
      limit: 20,
    });
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p.subCategory).toBe('Chairs');
      expect(p.price).toBeLessThanOrEqual(400_000);
    }
    const dear = await search({
      subCategory: 'Cement',
      category: 'BuildingItems',
      minPrice: 10_000_000,
      limit: 3,
    });
    expect(dear).toEqual({ products: [], total: 0 });
  });

  it('answers at most `limit` cards (and never more than 20)', async () => {
    expect((await search({ category: 'FoodStuffs', limit: 2 })).products).toHaveLength(2);
    expect((await search({ category: 'FoodStuffs', limit: 0 })).products).toHaveLength(0);
    expect((await search({ limit: 1_000 })).products).toHaveLength(20);
  });

  it('counts every match, by words and by category, beyond the cards shown', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      name: `Test Quokka Crate ${i}`,
      category: 'ReliefSupplies' as const,
      subCategory: 'Water Containers',
      price: 1_000 + i,
    }));
    const before = await search({
      category: 'ReliefSupplies',
      subCategory: 'Water Containers',
      limit: 3,
    });
    const ids = await addProducts(t.db, many);
    try {
      const byText = await search({ text: 'quokka', limit: 3 });
      expect(byText.products).toHaveLength(3);
      expect(byText.total).toBe(25);
      expect((await search({ text: 'quokka crate', maxPrice: 1_009, limit: 3 })).total).toBe(10);
      const byPlace = await search({
        category: 'ReliefSupplies',
        subCategory: 'Water Containers',
        limit: 3,
      });
      expect(byPlace.total).toBe(before.total + 25);
    } finally {
      await removeProducts(t.db, ids);
    }
  });

  it('falls back to trigram similarity for a misspelt name, best match first', async () => {
    const { products, total } = await search({ text: 'mahogny bench', limit: 3 });
    expect(products[0]?.name).toBe('Mahogany Slatted Garden Bench');
    expect(total).toBeGreaterThan(0);
  });

  it('reads text as words only: LIKE wildcards and punctuation search nothing special', async () => {
    const all = await search({ limit: 3 });
    expect(await search({ text: '%_%', limit: 3 })).toEqual(all);
    expect((await search({ text: '100%', limit: 3 })).total).toBe(0);
  });
});
