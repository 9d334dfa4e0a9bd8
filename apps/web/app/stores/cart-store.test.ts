import { beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from './cart-store';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

describe('cartStore', () => {
  beforeEach(() => {
    cartStore.clear();
    for (const s of cartStore.getSnapshot().saved) cartStore.removeSaved(s.productId, s.size);
  });

  it('adds by incrementing the quantity of a product and size, starting at 1', () => {
    cartStore.add(A, 'M');
    cartStore.add(A, 'M');
    cartStore.add(A, 'L');
    expect(cartStore.getSnapshot().cart).toEqual({ [A]: { M: 2, L: 1 } });
  });

  it('sets quantities, and 0 removes the line and then the product', () => {
    cartStore.add(A, 'M');
    cartStore.update(A, 'M', 5);
    expect(cartStore.getSnapshot().cart[A]).toEqual({ M: 5 });
    cartStore.update(A, 'M', 0);
    expect(cartStore.getSnapshot().cart).toEqual({});
  });

  it('keeps bulk quantities, never past the ceiling any request may carry', () => {
    // The shop's own bound per line and the stock are the cart page's (quantity-limit.ts).
    cartStore.add(A, 'M');
    cartStore.update(A, 'M', 5000);
    expect(cartStore.getSnapshot().cart[A]?.M).toBe(5000);
    cartStore.update(A, 'M', 5_000_000);
    expect(cartStore.getSnapshot().cart[A]?.M).toBe(1_000_000);
  });

  it('removes several selected lines at once', () => {
    cartStore.add(A, 'M');
    cartStore.add(B, '50 kg');
    cartStore.add(B, '25 kg');
    cartStore.removeMany([
      { productId: A, size: 'M' },
      { productId: B, size: '25 kg' },
    ]);
    expect(cartStore.getSnapshot().cart).toEqual({ [B]: { '50 kg': 1 } });
  });

  it('really saves a line for later and moves it back with its quantity', () => {
    cartStore.add(A, 'M');
    cartStore.update(A, 'M', 3);
    cartStore.saveForLater(A, 'M');
    expect(cartStore.getSnapshot().cart).toEqual({});
    expect(cartStore.getSnapshot().saved).toEqual([{ productId: A, size: 'M', quantity: 3 }]);
    cartStore.moveToCart(A, 'M');
    expect(cartStore.getSnapshot().cart).toEqual({ [A]: { M: 3 } });
    expect(cartStore.getSnapshot().saved).toEqual([]);
  });
});
