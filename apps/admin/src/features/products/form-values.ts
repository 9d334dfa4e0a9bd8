import {
  formatUnitPrice,
  perUnit,
  sizesOf,
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
  };
}

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

/** The price line as the shop prints it, from what is typed now ('SSP 95,000.00 per 50 kg bag'). */
export function priceLine(values: Pick<ProductFormValues, 'price' | 'measurement' | 'unit'>) {
  const units = { measurement: values.measurement.trim(), unit: values.unit };
  const price = parsePrice(values.price);
  return price !== undefined && Number.isInteger(price) && price > 0
    ? formatUnitPrice(price, units)
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

/** What the API's schema reads: every field, the price and the stock as numbers. */
export function toProductInput(values: ProductFormValues) {
  return { ...values, price: parsePrice(values.price), stock: stockInput(values) };
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
