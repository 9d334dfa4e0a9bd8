// What is left of a product and how the shop says it
// (docs/decisions/0031-units-stock-and-tracking.md), apart from the units in stock-rules.ts, which
// re-exports all of it: only the pages that show stock carry it. Free of zod: the storefront
// imports it.
import { sizesOf } from './cart.ts';

/** 'Only N left' is shown from this many units down; above it, 'In stock'. */
export const FEW_LEFT = 5;

/**
 * Units left of each size of a product, or null when the product's stock is not tracked (it can
 * always be ordered). A size missing from the record has none left.
 */
export type StockLevels = Record<string, number> | null;

/** Units left of one size: Infinity when the product is not tracked. */
export function unitsLeft(stock: StockLevels, size: string): number {
  if (stock === null) return Number.POSITIVE_INFINITY;
  return stock[size] ?? 0;
}

export type StockStatus =
  | { kind: 'untracked' }
  | { kind: 'in' }
  | { kind: 'few'; left: number }
  | { kind: 'out' };

function statusOf(left: number): StockStatus {
  if (left <= 0) return { kind: 'out' };
  if (left <= FEW_LEFT) return { kind: 'few', left };
  return { kind: 'in' };
}

/** The status of one size, or of the whole product (every size together) without a size. */
export function stockStatus(
  product: { stock: StockLevels; sizes: string[] },
  size?: string,
): StockStatus {
  if (product.stock === null) return { kind: 'untracked' };
  if (size !== undefined) return statusOf(unitsLeft(product.stock, size));
  const stock = product.stock;
  return statusOf(sizesOf(product.sizes).reduce((sum, s) => sum + (stock[s] ?? 0), 0));
}

/** 'In stock', 'Only 3 left', 'Out of stock'; nothing for untracked products. */
export function stockLabel(status: StockStatus): string | null {
  switch (status.kind) {
    case 'untracked':
      return null;
    case 'in':
      return 'In stock';
    case 'few':
      return `Only ${status.left} left`;
    case 'out':
      return 'Out of stock';
  }
}

/** 'Cement (50 kg bag)' style name of one size of a product, for messages. */
const sizeName = (name: string, size: string) => `${name} (size ${size})`;

export const STOCK_MESSAGES = {
  /** A line of an order asks for more than is left: the 409's message for that line. */
  notEnough: (name: string, size: string, left: number) =>
    left <= 0
      ? `${sizeName(name, size)} is out of stock. Remove it from your cart to order the rest.`
      : `Only ${left} left of ${sizeName(name, size)}. Reduce the quantity to ${left} to order.`,
  /** The cart and checkout, beside a line that asks for more than is left. */
  lineExceeds: (left: number) =>
    left <= 0 ? 'Out of stock: remove it to order the rest.' : `Only ${left} left.`,
  reduceTo: (left: number) => `Reduce to ${left}`,
  outOfStockSize: (size: string) => `Size ${size} is out of stock.`,
  notifyMe: 'Email me when it is back',
  notifyMeSaved: (size: string) => `We will email you once when size ${size} is back in stock.`,
  notifyMeRemoved: 'You will not be emailed about this size.',
  notifyMeSignIn: 'Sign in to be emailed when it is back.',
  notifyMeInStock: 'This size is in stock: you can order it now.',
  notifyMeUntracked: 'This product is always available: you can order it now.',
  sizeUnknown: (size: string) => `This product has no size "${size}".`,
} as const;
