import { productInputSchema } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, parsePrice, toProductInput } from './form-values';
import { filtersToParams, parseListFilters } from './list-filters';

describe('parsePrice', () => {
  it('reads whole pounds with or without separators', () => {
    expect(parsePrice('1500000')).toBe(1_500_000);
    expect(parsePrice(' 1,500,000 ')).toBe(1_500_000);
    expect(parsePrice('2 500')).toBe(2500);
  });

  it('leaves decimals for the schema to refuse as not whole', () => {
    expect(parsePrice('1500.50')).toBe(1500.5);
  });

  it('gives undefined for nothing and NaN for words', () => {
    expect(parsePrice('')).toBeUndefined();
    expect(parsePrice('a lot')).toBeNaN();
    expect(parsePrice('12abc')).toBeNaN();
  });
});

describe('toProductInput', () => {
  it("meets the API's schema with its messages, per field", () => {
    const parsed = productInputSchema.safeParse(toProductInput({ ...EMPTY_PRODUCT, price: 'x' }));
    expect(parsed.success).toBe(false);
    const fields = new Set(parsed.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(
      new Set(['name', 'description', 'price', 'category', 'subCategory', 'images']),
    );
  });
});

describe('list filters in the address', () => {
  it('drops values the API would refuse', () => {
    const filters = parseListFilters(
      new URLSearchParams('category=Nope&subCategory=Sofas&status=gone&sort=cheap&popular=1'),
    );
    expect(filters).toEqual({
      q: '',
      category: '',
      subCategory: '',
      status: 'active',
      popular: '',
      sort: 'newest',
    });
  });

  it('keeps a subcategory only under its own category', () => {
    const params = new URLSearchParams('category=Seatingfurniture&subCategory=Sofas');
    expect(parseListFilters(params).subCategory).toBe('Sofas');
    params.set('subCategory', 'Beds');
    expect(parseListFilters(params).subCategory).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    const filters = parseListFilters(new URLSearchParams('q=sofa&status=all'));
    expect(filtersToParams(filters, 3)).toEqual({ q: 'sofa', status: 'all', page: '3' });
    expect(filtersToParams(parseListFilters(new URLSearchParams()))).toEqual({});
  });
});
