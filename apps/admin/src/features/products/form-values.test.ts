import {
  ADMIN_PRODUCT_MESSAGES as M,
  productInputSchema,
  productUpdateSchema,
  type AdminProduct,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRODUCT,
  listedPrice,
  marginText,
  parsePrice,
  sizeOfMessage,
  priceLine,
  sameValues,
  toFormValues,
  toProductInput,
  withCurrentStock,
  type ProductFormValues,
} from './form-values';
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

const cement: AdminProduct = {
  _id: '0123456789abcdef01234567',
  name: 'Cement',
  description: 'Portland cement.',
  price: 95_000,
  image: ['/uploads/products/cement-800.webp'],
  sizes: ['50 kg', '25 kg'],
  category: 'BuildingItems',
  subCategory: 'Cement',
  averageRating: 0,
  totalReviews: 0,
  popular: false,
  date: 1,
  productType: 'bulk',
  measurement: '50 kg',
  unit: 'bag',
  stock: { '50 kg': 12, '25 kg': 0 },
  sizeSkus: {},
  sizeCosts: {},
  archived: false,
  archivedAt: null,
  updatedAt: 2,
};

/** The cement form with the category the schema knows, so only the stock is in question. */
function cementForm(changes: Partial<ProductFormValues> = {}): ProductFormValues {
  const values = toFormValues(cement);
  const category = productInputSchema.safeParse(toProductInput(values));
  // The fixture's category must be one of the shop's; the tests below are about the stock.
  expect(category.success, JSON.stringify(category.error?.issues)).toBe(true);
  return { ...values, ...changes };
}

describe('units and stock in the form', () => {
  it('reads the units and the stock of each size as text; untracked is off with zeros', () => {
    const values = toFormValues(cement);
    expect(values).toMatchObject({
      productType: 'bulk',
      measurement: '50 kg',
      unit: 'bag',
      trackStock: true,
      stock: { '50 kg': '12', '25 kg': '0' },
    });
    const untracked = toFormValues({ ...cement, sizes: [], stock: null });
    expect(untracked.trackStock).toBe(false);
    expect(untracked.stock).toEqual({ Standard: '0' });
  });

  it('sends the units of the sizes the product has, separators allowed', () => {
    const input = toProductInput(
      cementForm({ stock: { '50 kg': '1,200', '25 kg': ' 7 ', '10 kg': '3' } }),
    );
    expect(input.stock).toEqual({ '50 kg': 1200, '25 kg': 7 });
    const parsed = productUpdateSchema.parse({ ...input, updatedAt: 2, stockRead: cement.stock });
    expect(parsed.stock).toEqual({ '50 kg': 1200, '25 kg': 7 });
    expect(parsed.trackStock).toBe(true);
  });

  it('gives a size added after loading 0, and a product without sizes its one size', () => {
    expect(toProductInput(cementForm({ sizes: ['50 kg', '5 kg'] })).stock).toEqual({
      '50 kg': 12,
      '5 kg': 0,
    });
    expect(toProductInput(cementForm({ sizes: [], stock: {} })).stock).toEqual({ Standard: 0 });
  });

  it('sends no stock when tracking is off', () => {
    expect(toProductInput(cementForm({ trackStock: false })).stock).toEqual({});
  });

  it('lets the schema name the size of an empty or broken number', () => {
    for (const typed of ['', 'ten', '1.5', '-2']) {
      const parsed = productInputSchema.safeParse(
        toProductInput(cementForm({ stock: { '50 kg': '12', '25 kg': typed } })),
      );
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues).toEqual([
        expect.objectContaining({ path: ['stock'], message: M.stockNumber('25 kg') }),
      ]);
    }
  });

  it('counts a product as changed by its fields, not by stock that orders moved', () => {
    const values = toFormValues(cement);
    expect(sameValues(values, toFormValues({ ...cement, stock: { '50 kg': 3 } }))).toBe(true);
    expect(sameValues(values, toFormValues({ ...cement, unit: 'sack' }))).toBe(false);
    expect(sameValues(values, toFormValues({ ...cement, stock: null }))).toBe(false);
  });
});

describe('prices, SKUs and costs per size (decision 0074)', () => {
  const set: ProductFormValues = {
    ...EMPTY_PRODUCT,
    price: '1,450,000',
    sizes: ['Table + 4 chairs', 'Table + 6 chairs'],
    sizePrices: { 'Table + 6 chairs': '1,950,000', 'Table + 4 chairs': ' ', Gone: '5' },
    sizeSkus: { 'Table + 4 chairs': 'NCT-4', Gone: 'OLD-1' },
    sizeCosts: { 'Table + 6 chairs': '1,420,000' },
  };

  it('sends the values of the sizes the product has, empty ones left out', () => {
    expect(toProductInput(set)).toMatchObject({
      sizePrices: { 'Table + 6 chairs': 1_950_000 },
      sizeSkus: { 'Table + 4 chairs': 'NCT-4' },
      sizeCosts: { 'Table + 6 chairs': 1_420_000 },
    });
    // A lone size sells at the product's price: no price of its own is sent.
    const one = toProductInput({ ...set, sizes: ['Table + 6 chairs'] });
    expect(one.sizePrices).toEqual({});
    expect(one.sizeCosts).toEqual({ 'Table + 6 chairs': 1_420_000 });
    // Words go to the schema as NaN, which names the size.
    const words = toProductInput({ ...set, sizePrices: { 'Table + 6 chairs': 'a lot' } });
    expect(productInputSchema.safeParse(words).error?.issues.map((i) => i.message)).toContain(
      M.sizePriceNumber('Table + 6 chairs'),
    );
  });

  it('shows the price the shop will list, "From" when sizes sell at different prices', () => {
    expect(listedPrice(set)).toEqual({ price: 1_450_000, from: true });
    expect(listedPrice({ ...set, price: '2,000,000' })).toEqual({ price: 1_950_000, from: true });
    expect(listedPrice({ ...set, sizePrices: {} })).toEqual({ price: 1_450_000, from: false });
    expect(listedPrice({ ...set, price: '' })).toBeUndefined();
  });

  it("gives each size's margin over its cost as typed", () => {
    expect(marginText(set, 'Table + 6 chairs')).toBe('Margin SSP 530,000.00 (27%)');
    expect(marginText(set, 'Table + 4 chairs')).toBeUndefined();
    const loss = { ...set, sizeCosts: { 'Table + 4 chairs': '1,500,000' } };
    expect(marginText(loss, 'Table + 4 chairs')).toBe('Sells below cost, by SSP 50,000.00');
  });

  it('finds the size a message is about, the first it names', () => {
    const sizes = ['Large', 'Large XL'];
    expect(sizeOfMessage(M.skuTwice('A-1', 'Large XL', 'Large'), sizes)).toBe('Large XL');
    expect(sizeOfMessage(M.sizePricePositive('Large'), sizes)).toBe('Large');
    expect(sizeOfMessage(M.skuTakenMeanwhile, sizes)).toBeUndefined();
  });
});

describe('priceLine', () => {
  it('prints the price with its unit as the shop will', () => {
    expect(
      priceLine({ ...EMPTY_PRODUCT, price: '95,000', measurement: ' 50 kg ', unit: 'bag' }),
    ).toBe('SSP 95,000.00 per 50 kg bag');
    expect(priceLine({ ...EMPTY_PRODUCT, price: '1500', measurement: '', unit: 'litre' })).toBe(
      'SSP 1,500.00 per litre',
    );
    // Sizes at different prices: From the lowest (decision 0074).
    const set = {
      ...EMPTY_PRODUCT,
      price: '1,950,000',
      unit: 'set',
      sizes: ['Table + 4 chairs', 'Table + 6 chairs'],
      sizePrices: { 'Table + 4 chairs': '1450000' },
    };
    expect(priceLine(set)).toBe('From SSP 1,450,000.00 per set');
  });

  it('keeps the unit while the price is not a price yet', () => {
    expect(priceLine({ ...EMPTY_PRODUCT, price: '', measurement: '', unit: 'sheet' })).toBe(
      'SSP — per sheet',
    );
    expect(
      priceLine({ ...EMPTY_PRODUCT, price: '12.5', measurement: '20 L', unit: 'jerrycan' }),
    ).toBe('SSP — per 20 L jerrycan');
  });
});

describe('withCurrentStock (after orders moved the stock)', () => {
  const read = { '50 kg': 12, '25 kg': 4 };
  const current = { '50 kg': 9, '25 kg': 1 };

  it('moves the sizes left as read to the current stock and keeps what staff typed', () => {
    const typed = { '50 kg': '12', '25 kg': '40' };
    expect(withCurrentStock(typed, ['50 kg', '25 kg'], read, current)).toEqual({
      '50 kg': '9',
      '25 kg': '40',
    });
  });

  it('gives a size added since loading (shown as 0) the current stock; removed sizes stay', () => {
    const typed = { '50 kg': '12', Removed: '5' };
    expect(withCurrentStock(typed, ['50 kg', 'New'], read, { '50 kg': 9, New: 2 })).toEqual({
      '50 kg': '9',
      Removed: '5',
      New: '2',
    });
  });

  it('keeps a size typed to 0 when the form read more', () => {
    expect(withCurrentStock({ '50 kg': '0' }, ['50 kg'], read, current)).toEqual({
      '50 kg': '0',
    });
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
