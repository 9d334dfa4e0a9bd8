import {
  CATEGORY_LABELS,
  formatAverageRating,
  isCategory,
  formatPrice,
  perUnit,
  pricesVary,
  sizesOf,
  stockStatus,
} from '@shop/contracts';
import type { AdminProduct } from '@shop/contracts';

/** The category as people read it ('Petroleum Services'); stored values stay as the spec spells them. */
export function categoryLabel(category: string): string {
  return isCategory(category) ? CATEGORY_LABELS[category] : category;
}

/** '4.3' or 'No ratings'. */
export const ratingOf = (product: AdminProduct) =>
  formatAverageRating(product.averageRating, product.totalReviews);

/** '12 reviews'. */
export const reviewsOf = (product: AdminProduct) =>
  `${product.totalReviews} ${product.totalReviews === 1 ? 'review' : 'reviews'}`;

/** 'SSP 95,000.00', or 'From SSP ...' where sizes sell at different prices (decision 0074). */
export const priceOf = (product: AdminProduct) =>
  `${pricesVary(product) ? 'From ' : ''}${formatPrice(product.price)}`;

/** 'per 50 kg bag': what the price is for. */
export const unitOf = (product: AdminProduct) => perUnit(product);

/** Units left of every size together, or null when the product's stock is not counted. */
export function unitsLeftInAll(product: Pick<AdminProduct, 'sizes' | 'stock'>): number | null {
  const { stock } = product;
  if (stock === null) return null;
  return sizesOf(product.sizes).reduce((sum, size) => sum + (stock[size] ?? 0), 0);
}

/**
 * The stock as the list shows it: the units left of all sizes together, a badge when none is
 * left (in words, never colour alone), a dash when the stock is not counted.
 */
export function StockCell({
  product,
  inline = false,
}: {
  product: AdminProduct;
  /** In a line of text (the phone's list) rather than a table cell of its own. */
  inline?: boolean;
}) {
  const left = unitsLeftInAll(product);
  if (left === null) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not tracked</span>
      </span>
    );
  }
  if (stockStatus(product).kind === 'out') {
    return (
      <span className="inline-flex rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-red-800 ring-1 ring-red-600/25 ring-inset">
        Out of stock
      </span>
    );
  }
  const sizes = sizesOf(product.sizes).length;
  return (
    <span className="whitespace-nowrap">
      <span className="font-medium text-ink">{left.toLocaleString('en-US')} left</span>
      {sizes > 1 ? (
        <span className={inline ? 'text-muted' : 'block text-xs text-muted'}>
          {' '}
          in {sizes} sizes
        </span>
      ) : null}
    </span>
  );
}
