import { COLLECTION_PAGE_SIZE, type ProductListResponse } from '@shop/contracts/client';
import { api, ApiError } from '~/lib/api';
import { forwardedClient } from '~/lib/forwarded-client.server';
import type { CollectionData } from './collection-data';
import { filtersToApiQuery, parseFilters } from './collection-filters';

/** One page of the collection for the filters in the page's URL. */
export async function loadCollection(
  url: string,
  context: unknown,
  signal: AbortSignal,
): Promise<CollectionData> {
  const filters = parseFilters(new URL(url).searchParams);
  try {
    const list = await api<ProductListResponse>(`/api/product/list?${filtersToApiQuery(filters)}`, {
      context,
      signal,
      // A search that finds nothing is recorded under the visitor's address, whose hourly share
      // is limited: without this every server-rendered search would share the server's own.
      headers: forwardedClient(context),
    });
    return { filters, ...list, error: null };
  } catch (error) {
    // A query the API refuses (4xx) shows as an empty result with its message, not an error page.
    if (error instanceof ApiError && error.status < 500) {
      return {
        filters,
        products: [],
        total: 0,
        page: filters.page,
        pageSize: COLLECTION_PAGE_SIZE,
        suggestions: undefined,
        error: error.message,
      };
    }
    throw error;
  }
}
