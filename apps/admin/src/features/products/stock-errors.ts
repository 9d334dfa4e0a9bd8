import { ADMIN_PRODUCT_MESSAGES as M, ApiError, sizesOf } from '@shop/contracts';

/** The field name the API gives a size's stock in `errors` (`stock.50 kg`). */
const STOCK_FIELD = 'stock.';

/**
 * A save refused because orders moved the stock of sizes the form changed (409): the message per
 * size, or null for any other answer (someone else's save is a 409 too, without stock fields).
 */
export function stockConflicts(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.code !== 'CONFLICT') return null;
  const sizes = Object.entries(error.errors)
    .filter(([field]) => field.startsWith(STOCK_FIELD))
    .map(([field, message]) => [field.slice(STOCK_FIELD.length), message]);
  return sizes.length ? Object.fromEntries(sizes) : null;
}

/**
 * Which size a stock message of the schema is about: it reports the whole `stock` record under
 * one name, with the size in its words ("The stock of size Large must be...").
 */
export function sizeOfStockMessage(message: string | undefined, sizes: string[]) {
  if (!message) return undefined;
  return sizesOf(sizes).find((size) => message === M.stockNumber(size));
}
