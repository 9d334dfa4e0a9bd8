import { CATEGORY_LABELS, isCategory } from '@shop/contracts/client';
import type { CollectionFilters } from './collection-filters';

/** The collection's title: the chosen category's label, or All Products. */
export function collectionHeading(f: CollectionFilters): string {
  return f.category && isCategory(f.category) ? CATEGORY_LABELS[f.category] : 'All Products';
}
