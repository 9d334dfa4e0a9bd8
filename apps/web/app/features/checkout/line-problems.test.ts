import type { Product } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import { lineProblems, shortLines } from './line-problems';

const product = (stock: Product['stock']): Product => ({
  _id: 'a'.repeat(24),
  name: 'Iron sheet',
  price: 95_000,
  description: '',
  image: [],
  sizes: ['28 gauge', '30 gauge'],
  category: 'BuildingItems',
  subCategory: 'Iron sheets',
  averageRating: 0,
  totalReviews: 0,
  popular: false,
  date: 0,
  productType: 'goods',
  measurement: '',
  unit: 'sheet',
  stock,
});

describe('checkout line problems', () => {
  it("puts each short line's message on the line sent at that index", () => {
    const sent = [
      { key: 'a|28', quantity: 3 },
      { key: 'b|M', quantity: 1 },
      { key: 'a|30', quantity: 2 },
    ];
    expect(
      lineProblems(
        {
          'items.0.quantity': 'Only 2 left of Iron sheet (size 28 gauge).',
          'items.2.quantity': 'Iron sheet (size 30 gauge) is out of stock.',
          // Not a line's quantity, or a line that was not sent: left to the summary message.
          'items.1.price': 'The price changed.',
          'items.9.quantity': 'No such line.',
          'address.phone': 'Enter a phone number.',
        },
        sent,
      ),
    ).toEqual({
      'a|28': { message: 'Only 2 left of Iron sheet (size 28 gauge).', quantity: 3 },
      'a|30': { message: 'Iron sheet (size 30 gauge) is out of stock.', quantity: 2 },
    });
    expect(lineProblems({}, sent)).toEqual({});
  });

  it('names every line asking for more than is left, and none of an untracked product', () => {
    const tracked = product({ '28 gauge': 2, '30 gauge': 0 });
    expect(
      shortLines([
        { product: tracked, size: '28 gauge', quantity: 2 },
        { product: tracked, size: '30 gauge', quantity: 1 },
      ]),
    ).toEqual([
      'Iron sheet (size 30 gauge) is out of stock. Remove it from your cart to order the rest.',
    ]);
    expect(shortLines([{ product: tracked, size: '28 gauge', quantity: 3 }])).toEqual([
      'Only 2 left of Iron sheet (size 28 gauge). Reduce the quantity to 2 to order.',
    ]);
    expect(shortLines([{ product: product(null), size: '28 gauge', quantity: 99 }])).toEqual([]);
  });
});
