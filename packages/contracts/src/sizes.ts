/** A product without sizes is sold in one size, named like this (cart keys, order lines). */
export const DEFAULT_SIZE = 'Standard';

/** The sizes a product is sold in: its own list, or the single default size. */
export const sizesOf = (sizes: readonly string[]): string[] =>
  sizes.length ? [...sizes] : [DEFAULT_SIZE];
