import type { ProductDetailResponse, ProductGoneResponse } from '@shop/contracts/client';
import { data } from 'react-router';
import { api, ApiError } from '~/lib/api';

/**
 * One product and its related products for the product page; an archived one's 410 answer (what
 * it was, and products like it); an unknown id is a 404.
 */
export async function loadProduct(
  productId: string,
  context: unknown,
  signal: AbortSignal,
): Promise<ProductDetailResponse | ProductGoneResponse> {
  try {
    return await api<ProductDetailResponse>(`/api/product/${encodeURIComponent(productId)}`, {
      context,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return error.body as ProductGoneResponse;
    // An unknown or malformed id is a missing page, shown by the app's 404.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      throw data('Product not found.', { status: 404 });
    }
    throw error;
  }
}
