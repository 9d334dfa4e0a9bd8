// The API's refusals of a cart or order line past its limit (decision 0054), apart from the
// storefront's sentences in quantity-limit.ts: only the server's entry exports them.
import type { QuantityLimitReason } from './quantity-limit.ts';

const sizeName = (name: string, size: string) => `${name} (size ${size})`;

export const QUANTITY_REFUSALS = {
  /** A cart line set above the shop's bound per line. */
  overLineMax: (name: string, size: string, max: number) =>
    `At most ${max} of ${sizeName(name, size)} can be ordered on one line. Set the quantity to ${max} or less.`,
  /** One more of a size whose line holds its limit already. */
  allInCartOf: (name: string, size: string, reason: QuantityLimitReason, max: number) =>
    reason === 'line'
      ? `At most ${max} of ${sizeName(name, size)} can be ordered on one line, and your cart holds ${max}.`
      : max <= 0
        ? `${sizeName(name, size)} is out of stock.`
        : `Only ${max} left of ${sizeName(name, size)}, and all ${max} are in your cart.`,
} as const;
