import { describe, expect, it } from 'vitest';
import { searchProductList } from './memory-search.ts';
import { CATALOGUE } from './test-fixtures.ts';

const search = searchProductList(CATALOGUE);
const names = async (query: Parameters<typeof search>[0]) =>
  (await search(query)).products.map((p) => p.name);

describe('searchProductList', () => {
  it('filters by category and sub-category, counting every match', async () => {
    const result = await search({ category: 'Seatingfurniture', subCategory: 'Sofas', limit: 2 });
    expect(result.total).toBe(5);
    expect(result.products.map((p) => p.name)).toEqual([
      'Chesterfield Leather Sofa',
      'Three Seater Fabric Sofa',
    ]);
  });

  it('matches a sub-category in any case', async () => {
    expect(await names({ subCategory: 'sofas', limit: 1 })).toEqual(['Chesterfield Leather Sofa']);
  });

  it('keeps prices within inclusive bounds', async () => {
    expect(await names({ category: 'ReliefSupplies', maxPrice: 480_000, limit: 10 })).toEqual([
      'Family Tent 4 Person',
      'Emergency Shelter Tent',
    ]);
    expect(await names({ category: 'ReliefSupplies', minPrice: 2_200_000, limit: 10 })).toEqual([
      'Large Relief Tent',
    ]);
  });

  it.each([
    ['chesterfield', ['Chesterfield Leather Sofa']],
    ['Leather sofas', ['Chesterfield Leather Sofa']],
    ['chest', ['Chesterfield Leather Sofa']],
    ['cement', ['Portland Cement 50kg', 'Rapid Set Cement 25kg']],
    [
      'relief supplies',
      ['Family Tent 4 Person', 'Emergency Shelter Tent', 'Large Relief Tent', 'Canvas Tent'],
    ],
    ['grains', ['Aromatic Rice 25kg']],
    ['xylophone', []],
  ])('finds %j by the words of name, sub-category and category', async (text, expected) => {
    expect(await names({ text, limit: 10 })).toEqual(expected);
  });

  it('returns nothing for a limit of 0 but still counts', async () => {
    expect(await search({ text: 'sofa', limit: 0 })).toEqual({
      products: [],
      total: 5,
      partial: true,
    });
  });

  it('says it searched only the products it was given (never the whole shop)', async () => {
    expect((await search({ text: 'zzz', limit: 5 })).partial).toBe(true);
  });
});
