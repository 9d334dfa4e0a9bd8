import type { ProductListResponse } from '@shop/contracts/client';
import type { CollectionFilters } from './collection-filters';

/** What the collection's loader reads: one page of products for the filters in the URL. */
export type CollectionData = Omit<ProductListResponse, 'success'> & {
  filters: CollectionFilters;
  /** The API's words when it refused the query (the page then shows no products). */
  error: string | null;
};
