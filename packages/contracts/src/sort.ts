import { COLLECTION_PAGE_SIZE } from './limits.ts';

export const SORT_OPTIONS = ['relevant', 'low', 'high', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  relevant: 'Relevant',
  low: 'Price: Low to High',
  high: 'Price: High to Low',
  newest: 'Newest',
};

export const DEFAULT_PAGE_SIZE = COLLECTION_PAGE_SIZE;
