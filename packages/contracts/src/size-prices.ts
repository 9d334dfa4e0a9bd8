// Prices per size (docs/decisions/0074-prices-sku-and-cost-per-size.md): a size may sell at its
// own price ("Table + 6 chairs" dearer than "Table + 4 chairs"). The product's `price` is always
// the lowest of its sizes, so lists, sorting and price filters read one number; `sizePrices`
// holds only the sizes that sell above it and is left out when there are none.
import { sizesOf } from './cart.ts';

export interface SizePriced {
  price: number;
  /** As the API sends it (left out when none), or as the database reads it (null when none). */
  sizePrices?: Record<string, number> | null;
}

/** What one unit of `size` sells at: the size's own price, else the product's. */
export const priceOfSize = (product: SizePriced, size: string): number =>
  product.sizePrices?.[size] ?? product.price;

/** Some size sells above the product's price: a list shows it as "From SSP ...". */
export const pricesVary = (product: SizePriced): boolean =>
  Object.keys(product.sizePrices ?? {}).length > 0;

/**
 * The product's price and its sizes' own prices as they are kept: the price becomes the lowest
 * any size sells at, and a size keeps a price of its own only where that differs from it. Every
 * size sells at what it did before (a size without its own price at `price`).
 */
export function withLowestPrice(
  price: number,
  sizes: readonly string[],
  sizePrices: Readonly<Record<string, number>>,
): { price: number; sizePrices: Record<string, number> } {
  const each = sizesOf(sizes).map((size) => [size, sizePrices[size] ?? price] as const);
  const lowest = Math.min(...each.map(([, p]) => p));
  return { price: lowest, sizePrices: Object.fromEntries(each.filter(([, p]) => p !== lowest)) };
}
