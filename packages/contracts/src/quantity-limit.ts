// How many units one line of a cart or an order may hold, and how the shop says it when it holds
// fewer than asked (docs/decisions/0054-bulk-quantities-and-company-places.md). Free of zod: the
// storefront imports it, and the API applies the same rule to the cart and to orders.

/** Why a line cannot hold more: what is left of a tracked size, or the shop's bound per line. */
export type QuantityLimitReason = 'stock' | 'line';

export interface LineLimit {
  /** The most the line may hold (0 when a tracked size has nothing left). */
  max: number;
  reason: QuantityLimitReason;
}

/**
 * The limit of one line: what is left of the size (`left`, Infinity when its stock is not
 * tracked), never more than the shop's bound per order line (`lineMax`, a setting).
 */
export function lineLimit(left: number, lineMax: number): LineLimit {
  return left < lineMax
    ? { max: Math.max(0, left), reason: 'stock' }
    : { max: lineMax, reason: 'line' };
}

export interface LimitedQuantity {
  quantity: number;
  /** Set when the line holds fewer than asked, and why. */
  reducedBy: QuantityLimitReason | null;
}

/**
 * A whole quantity asked for a line that holds `current`, brought within its limit. A line already
 * above the limit (stock fell since it was added, or staff lowered the bound) may still come down,
 * never go up.
 */
export function limitQuantity(wanted: number, current: number, limit: LineLimit): LimitedQuantity {
  if (wanted <= limit.max || wanted <= current) return { quantity: wanted, reducedBy: null };
  return { quantity: Math.max(current, limit.max), reducedBy: limit.reason };
}

// Separate functions, not one object: a page keeps only the sentences it says. The API's refusals
// live in quantity-refusals.ts, out of the browser's entry.

/** A quantity typed above the limit, and what the line now holds. */
export function reducedQuantityMessage(reason: QuantityLimitReason, max: number, quantity: number) {
  if (quantity !== max) return lineLimitMessage(reason, max);
  return reason === 'stock'
    ? `Only ${max} in stock: quantity set to ${max}`
    : `At most ${max} per order line: quantity set to ${max}`;
}

/** Beside a line above its limit. */
export function lineLimitMessage(reason: QuantityLimitReason, max: number) {
  if (reason === 'line') return `At most ${max} per order line.`;
  return max <= 0 ? 'Out of stock: remove it to order the rest.' : `Only ${max} left.`;
}
