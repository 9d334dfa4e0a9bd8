import type { AdminProduct } from '@shop/contracts';

/** The editor's fields as typed (the price as text, so "1,500,000" can be typed and shown). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  subCategory: string;
  sizes: string[];
  popular: boolean;
  images: string[];
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
};

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
  };
}

/**
 * The price typed by staff: thousands separators and spaces are allowed ("1,500,000"); empty is
 * undefined and anything else not a number is NaN, both of which the schema refuses with its
 * own message ("Enter the price as a whole number...").
 */
export function parsePrice(text: string): number | undefined {
  const compact = text.replace(/[\s,]/g, '');
  if (compact === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the API's schema reads: every field, the price as a number. */
export function toProductInput(values: ProductFormValues) {
  return { ...values, price: parsePrice(values.price) };
}

export function sameValues(a: ProductFormValues, b: ProductFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
