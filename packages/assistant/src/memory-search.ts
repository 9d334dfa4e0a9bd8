import { CATEGORY_LABELS, isCategory, type ChatProduct } from '@shop/contracts/client';
import { tokenize } from './normalize.ts';
import type { ProductQuery, ProductSearchResult } from './types.ts';

/**
 * A `searchProducts` over products already in memory: the browser's fallback when the API is out
 * of reach, and the tests' catalogue. The server's own search is typo-tolerant and indexed; this
 * one only matches whole words (plural or singular) and the start of words, in the list's order.
 */
export function searchProductList(
  products: readonly ChatProduct[],
): (query: ProductQuery) => Promise<ProductSearchResult> {
  return async (query) => {
    const words = query.text ? tokenize(query.text) : [];
    const matches = products.filter(
      (p) =>
        (!query.category || p.category === query.category) &&
        (!query.subCategory || p.subCategory.toLowerCase() === query.subCategory.toLowerCase()) &&
        (query.minPrice === undefined || p.price >= query.minPrice) &&
        (query.maxPrice === undefined || p.price <= query.maxPrice) &&
        words.every((w) => wordsOf(p).some((t) => t.stem === w.stem || t.raw.startsWith(w.raw))),
    );
    return {
      products: matches.slice(0, Math.max(0, query.limit)),
      total: matches.length,
      partial: true,
    };
  };
}

function wordsOf(p: ChatProduct) {
  const label = isCategory(p.category) ? CATEGORY_LABELS[p.category] : '';
  return tokenize(`${p.name} ${p.subCategory} ${p.category} ${label}`);
}
