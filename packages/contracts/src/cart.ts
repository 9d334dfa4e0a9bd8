import { QUANTITY_CEILING, QUANTITY_MIN } from './limits.ts';

/** Cart: product id -> size -> quantity (docs/spec/storefront.md section 3). */
export type CartData = Record<string, Record<string, number>>;

/** A product without sizes is sold in one size, named like this (cart keys, order lines). */
export const DEFAULT_SIZE = 'Standard';

/** The sizes a product is sold in: its own list, or the single default size. */
export const sizesOf = (sizes: readonly string[]): string[] =>
  sizes.length ? [...sizes] : [DEFAULT_SIZE];

export interface PricedLine {
  price: number;
  quantity: number;
}

/**
 * A whole quantity from 1 to `max`: by default the ceiling every request respects, for what a
 * browser keeps; the shop's own bound per line is applied where the settings are known.
 */
export function clampQuantity(n: number, max: number = QUANTITY_CEILING): number {
  return Math.min(max, Math.max(QUANTITY_MIN, Math.trunc(n)));
}

export function cartCount(cart: CartData): number {
  let count = 0;
  for (const sizes of Object.values(cart)) for (const q of Object.values(sizes)) count += q;
  return count;
}

export interface OrderSummary {
  subtotal: number;
  shipping: number;
  total: number;
  freeDelivery: boolean;
}

/**
 * Shipping is 0 for an empty cart and for a subtotal at or above the free-delivery threshold,
 * otherwise the delivery fee (docs/architecture.md, "Where the specifications disagree or are
 * silent" settles the spec's contradiction this way). The server computes order amounts with this
 * same function.
 */
export function orderSummary(
  lines: PricedLine[],
  settings: { deliveryFee: number; freeDeliveryThreshold: number },
): OrderSummary {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  const freeDelivery = subtotal > 0 && subtotal >= settings.freeDeliveryThreshold;
  const shipping = subtotal === 0 || freeDelivery ? 0 : settings.deliveryFee;
  return { subtotal, shipping, total: subtotal + shipping, freeDelivery };
}
