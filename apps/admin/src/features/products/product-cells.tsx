import { CATEGORY_LABELS, formatAverageRating, imageAtWidth, isCategory } from '@shop/contracts';
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

/** The main picture, small; decoration next to the product's name. */
export function Thumbnail({ product }: { product: AdminProduct }) {
  const image = product.image[0];
  return image ? (
    <img
      src={imageAtWidth(image, 240)}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 shrink-0 rounded-lg bg-stone-100 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="block size-12 shrink-0 rounded-lg bg-stone-100" />
  );
}
