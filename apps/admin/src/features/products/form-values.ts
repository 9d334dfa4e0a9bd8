import {
  formatPrice,
  formatUnitPrice,
  perUnit,
  sizesOf,
  withLowestPrice,
  type AdminProduct,
  type ProductType,
  type StockLevels,
} from '@shop/contracts';

/** The editor's fields as typed (numbers as text, so "1,500,000" can be typed and shown). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  subCategory: string;
  sizes: string[];
  popular: boolean;
  images: string[];
  productType: ProductType;
  measurement: string;
  unit: string;
  trackStock: boolean;
  /**
   * Units in stock per size as typed. Keyed by the size's own text (not a form path: a size may
   * hold a dot, "1.5 m"); a size without an entry shows 0. Entries of removed sizes stay, so a
   * size removed by mistake and added again gets its number back; only the sizes the product
   * has are sent.
   */
  stock: Record<string, string>;
  /**
   * Each size's own price, SKU and cost price as typed (decision 0074), keyed by the size's text
   * like `stock`; empty is none. Only the sizes the product has are sent, and prices only when it
   * has more than one size (a lone size sells at the product's price).
   */
  sizePrices: Record<string, string>;
  sizeSkus: Record<string, string>;
  sizeCosts: Record<string, string>;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  subCategory: '',
  sizes: [],
  popular: false,
  images: [],
  productType: 'goods',
  measurement: '',
  unit: 'piece',
  trackStock: false,
  stock: {},
  sizePrices: {},
  sizeSkus: {},
  sizeCosts: {},
};

/** The stock the form shows: every size of the product with its units (0 when it has none). */
export function stockText(sizes: string[], stock: StockLevels): Record<string, string> {
  return Object.fromEntries(sizesOf(sizes).map((size) => [size, String(stock?.[size] ?? 0)]));
}

export function toFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    category: product.category,
    subCategory: product.subCategory,
    sizes: [...product.sizes],
    popular: product.popular,
    images: [...product.image],
    productType: product.productType,
    measurement: product.measurement,
    unit: product.unit,
    trackStock: product.stock !== null,
    stock: stockText(product.sizes, product.stock),
    sizePrices: asText(product.sizePrices ?? {}),
    sizeSkus: asText(product.sizeSkus),
    sizeCosts: asText(product.sizeCosts),
  };
}

const asText = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([size, v]) => [size, String(v)]));

/**
 * A whole number typed by staff: thousands separators and spaces are allowed ("1,500,000"); empty
 * is undefined and anything else not a number is NaN, both of which the schema refuses with its
 * own message ("Enter the price as a whole number...").
 */
export function parseWhole(text: string): number | undefined {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The price typed by staff. */
export const parsePrice = parseWhole;

/**
 * The price line as the shop prints it, from what is typed now ('SSP 95,000.00 per 50 kg bag',
 * 'From SSP ...' where sizes sell at different prices).
 */
export function priceLine(values: ProductFormValues) {
  const units = { measurement: values.measurement.trim(), unit: values.unit };
  const listed = listedPrice(values);
  return listed
    ? `${listed.from ? 'From ' : ''}${formatUnitPrice(listed.price, units)}`
    : `SSP — ${perUnit(units)}`;
}

/** The units typed for one size; a size never typed into shows 0, so it holds 0. */
export const unitsOf = (values: Pick<ProductFormValues, 'stock'>, size: string): string =>
  values.stock[size] ?? '0';

/**
 * The stock the schema reads: the units of each size the product has, when its stock is tracked.
 * An empty field is NaN, not 0: the schema then names the size ("The stock of size Large must be
 * a whole number..."), rather than a forgotten field silently selling the size out.
 */
export function stockInput(values: ProductFormValues): Record<string, number> {
  if (!values.trackStock) return {};
  return Object.fromEntries(
    sizesOf(values.sizes).map((size) => [size, parseWhole(unitsOf(values, size)) ?? Number.NaN]),
  );
}

/** Whether the size price fields are shown: a lone size sells at the product's price. */
export const pricedPerSize = (sizes: string[]) => sizesOf(sizes).length > 1;

/**
 * The typed values of the sizes the product has, as the schema reads them: numbers for prices and
 * costs (NaN for words, which the schema names), SKUs as typed; an empty field is left out.
 */
function sizeValuesInput<T>(
  values: ProductFormValues,
  typed: Record<string, string>,
  read: (text: string) => T | undefined,
): Record<string, T> {
  return Object.fromEntries(
    sizesOf(values.sizes).flatMap((size) => {
      const value = typed[size]?.trim() ? read(typed[size]) : undefined;
      return value === undefined ? [] : [[size, value]];
    }),
  );
}

/** What the API's schema reads: every field, the price, the stock and the sizes' values. */
export function toProductInput(values: ProductFormValues) {
  return {
    ...values,
    price: parsePrice(values.price),
    stock: stockInput(values),
    sizePrices: pricedPerSize(values.sizes)
      ? sizeValuesInput(values, values.sizePrices, parseWhole)
      : {},
    sizeSkus: sizeValuesInput(values, values.sizeSkus, (text) => text),
    sizeCosts: sizeValuesInput(values, values.sizeCosts, parseWhole),
  };
}

/**
 * The price the shop will list as typed now: the lowest any size sells at, "From" when some size
 * sells above it (decision 0074); undefined while the prices typed are not all prices.
 */
export function listedPrice(
  values: ProductFormValues,
): { price: number; from: boolean } | undefined {
  const input = toProductInput(values);
  const prices = [input.price, ...Object.values(input.sizePrices)];
  if (!prices.every((p) => p !== undefined && Number.isInteger(p) && p > 0)) return undefined;
  const kept = withLowestPrice(input.price!, values.sizes, input.sizePrices);
  return { price: kept.price, from: Object.keys(kept.sizePrices).length > 0 };
}

/** What one unit of a size sells at as typed now (its own price, else the product's), if known. */
export function typedPriceOf(values: ProductFormValues, size: string): number | undefined {
  const own = pricedPerSize(values.sizes) ? values.sizePrices[size]?.trim() : '';
  const price = parseWhole(own || values.price);
  return price !== undefined && Number.isInteger(price) && price > 0 ? price : undefined;
}

/**
 * Whether two forms hold the same product. The stock numbers are left out: orders move them all
 * day, and a product is "changed by someone else" only when its fields are.
 */
export function sameValues(a: ProductFormValues, b: ProductFormValues): boolean {
  const fields = ({ stock: _stock, ...rest }: ProductFormValues) => rest;
  return JSON.stringify(fields(a)) === JSON.stringify(fields(b));
}

/**
 * The form's stock once the product's current stock is read again after a save refused because
 * orders moved it (409). A size staff left as the form read it takes the current number (saving
 * the old one would undo the order); a size they typed keeps what they typed, for them to check
 * against the message. Sent with the current stock as `stockRead`, the next save sets exactly
 * what staff then see.
 */
export function withCurrentStock(
  typed: Record<string, string>,
  sizes: string[],
  read: StockLevels,
  current: StockLevels,
): Record<string, string> {
  const next = { ...typed };
  for (const size of sizesOf(sizes)) {
    if (parseWhole(typed[size] ?? '0') === (read?.[size] ?? 0)) {
      next[size] = String(current?.[size] ?? 0);
    }
  }
  return next;
}

/**
 * Which size a message is about: every message of a size's price, SKU or cost names it first as
 * `size "..."` (contracts' ADMIN_PRODUCT_MESSAGES), the schema's and the server's alike; a SKU
 * given twice names the other size after it.
 */
export function sizeOfMessage(message: string | undefined, sizes: string[]) {
  if (!message) return undefined;
  const at = (size: string) => message.indexOf(`size "${size}"`);
  const named = sizesOf(sizes).filter((size) => at(size) >= 0);
  return named.sort((a, b) => at(a) - at(b))[0];
}

/** What a size earns over its cost as typed now: 'Margin SSP 530,000.00 (27%)', or nothing. */
export function marginText(values: ProductFormValues, size: string): string | undefined {
  const price = typedPriceOf(values, size);
  const cost = parseWhole(values.sizeCosts[size] ?? '');
  if (price === undefined || cost === undefined || !Number.isInteger(cost) || cost < 0) return;
  const margin = price - cost;
  if (margin < 0) return `Sells below cost, by ${formatPrice(-margin)}`;
  return `Margin ${formatPrice(margin)} (${Math.round((margin / price) * 100)}%)`;
}
