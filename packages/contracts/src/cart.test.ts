import { describe, expect, it } from 'vitest';
import { cartCount, clampQuantity, orderSummary } from './cart.ts';

const settings = { deliveryFee: 25_000, freeDeliveryThreshold: 10_000_000 };

describe('cart arithmetic', () => {
  it('counts the sum of quantities over every product and size', () => {
    expect(cartCount({ a: { S: 2, M: 1 }, b: { '50 kg': 3 } })).toBe(6);
    expect(cartCount({})).toBe(0);
  });

  it('charges no shipping on an empty cart', () => {
    expect(orderSummary([], settings)).toEqual({
      subtotal: 0,
      shipping: 0,
      total: 0,
      freeDelivery: false,
    });
  });

  it('adds the delivery fee below the threshold', () => {
    expect(orderSummary([{ price: 45_000, quantity: 2 }], settings)).toEqual({
      subtotal: 90_000,
      shipping: 25_000,
      total: 115_000,
      freeDelivery: false,
    });
  });

  it('delivers free at or above the threshold', () => {
    const summary = orderSummary([{ price: 5_000_000, quantity: 2 }], settings);
    expect(summary).toEqual({
      subtotal: 10_000_000,
      shipping: 0,
      total: 10_000_000,
      freeDelivery: true,
    });
  });

  it('keeps quantities whole and between 1 and the ceiling, or a bound of its own', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(5000)).toBe(5000);
    expect(clampQuantity(2_000_000)).toBe(1_000_000);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(150, 99)).toBe(99);
  });
});
