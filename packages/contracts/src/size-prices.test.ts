import { describe, expect, it } from 'vitest';
import { priceOfSize, pricesVary, withLowestPrice } from './size-prices.ts';

describe('prices per size (decision 0074)', () => {
  const set = { price: 1_450_000, sizePrices: { '+ 6 chairs': 1_950_000 } };

  it("reads a size's own price, else the product's", () => {
    expect(priceOfSize(set, '+ 6 chairs')).toBe(1_950_000);
    expect(priceOfSize(set, '+ 4 chairs')).toBe(1_450_000);
    expect(priceOfSize({ price: 5, sizePrices: null }, 'Standard')).toBe(5);
    expect(pricesVary(set)).toBe(true);
    expect(pricesVary({ price: 5 })).toBe(false);
    expect(pricesVary({ price: 5, sizePrices: {} })).toBe(false);
  });

  it('keeps the product at the lowest size price, every size at what it sold at', () => {
    // The dearer size typed as the product's price, the smaller one given its own.
    expect(withLowestPrice(1_950_000, ['+ 4', '+ 6'], { '+ 4': 1_450_000 })).toEqual({
      price: 1_450_000,
      sizePrices: { '+ 6': 1_950_000 },
    });
    // A size at the product's price keeps no price of its own; a lone size is the product.
    expect(withLowestPrice(100, ['A', 'B', 'C'], { A: 100, C: 300 })).toEqual({
      price: 100,
      sizePrices: { C: 300 },
    });
    expect(withLowestPrice(100, [], { Standard: 80 })).toEqual({ price: 80, sizePrices: {} });
    // Two sizes below the price: the lowest becomes it, the other stays above.
    expect(withLowestPrice(500, ['A', 'B', 'C'], { A: 300, B: 200 })).toEqual({
      price: 200,
      sizePrices: { A: 300, C: 500 },
    });
  });
});
