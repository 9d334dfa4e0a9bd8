import { describe, expect, it } from 'vitest';
import { pageProducts } from './page-products';

const product = (id: string, extra: Record<string, unknown> = {}) => ({
  _id: id,
  name: `Product ${id}`,
  category: 'Seatingfurniture',
  subCategory: 'Sofas',
  price: 1_000,
  image: [`/uploads/products/${id}-800.webp`],
  description: 'not kept',
  ...extra,
});

describe("the page's products for the fallback answers", () => {
  it('reads lists and single products of every route, once each, keeping the chat fields', () => {
    const found = pageProducts([
      { settings: { deliveryFee: 1 } },
      { product: product('a'), related: [product('b'), product('a')], reviews: [] },
      { products: [product('c')], total: 1, origin: 'http://x' },
    ]);
    expect(found.map((p) => p._id)).toEqual(['a', 'b', 'c']);
    expect(found[0]).toEqual({
      _id: 'a',
      name: 'Product a',
      category: 'Seatingfurniture',
      subCategory: 'Sofas',
      price: 1_000,
      image: ['/uploads/products/a-800.webp'],
    });
  });

  it('marks a product whose sizes sell at different prices, whose price is then "From"', () => {
    const [varies, same] = pageProducts([
      {
        products: [
          product('a', { sizePrices: { Large: 2_000 } }),
          product('b', { sizePrices: {} }),
        ],
      },
    ]);
    expect(varies).toMatchObject({ _id: 'a', price: 1_000, priceFrom: true });
    expect(same).not.toHaveProperty('priceFrom');
  });

  it('skips what is still loading, missing or of another shape', () => {
    expect(
      pageProducts([
        undefined,
        null,
        'text',
        { newArrivals: Promise.resolve([product('a')]) },
        { products: [product('b', { price: '12' }), { _id: 'c' }, null] },
        { blogs: [{ _id: 'd', title: 'A post' }] },
      ]),
    ).toEqual([]);
  });
});
