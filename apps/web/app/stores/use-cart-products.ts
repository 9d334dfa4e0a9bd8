import {
  isId,
  MAX_IDS_PER_REQUEST,
  type Product,
  type ProductListResponse,
} from '@shop/contracts/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '~/lib/api';
import { cartStore, type CartState } from './cart-store';

/** Every product id the cart and the saved-for-later list refer to. */
export function cartProductIds(state: CartState): string[] {
  return [...new Set([...Object.keys(state.cart), ...state.saved.map((s) => s.productId)])];
}

async function fetchProducts(ids: string[]): Promise<Product[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_REQUEST)
    chunks.push(ids.slice(i, i + MAX_IDS_PER_REQUEST));
  const answers = await Promise.all(
    chunks.map((chunk) => api<ProductListResponse>(`/api/product/list?ids=${chunk.join(',')}`)),
  );
  return answers.flatMap((a) => a.products);
}

/** Lines whose product is gone (deleted, or a malformed id) leave the cart and the saved list quietly. */
function dropMissing(missing: Set<string>) {
  if (missing.size === 0) return;
  const state = cartStore.getSnapshot();
  const lines = Object.entries(state.cart)
    .filter(([id]) => missing.has(id))
    .flatMap(([productId, sizes]) => Object.keys(sizes).map((size) => ({ productId, size })));
  if (lines.length) cartStore.removeMany(lines);
  for (const s of state.saved)
    if (missing.has(s.productId)) cartStore.removeSaved(s.productId, s.size);
}

/**
 * The products of the cart and saved lines, fetched once from the browser with
 * /api/product/list?ids=...; later only ids not seen yet are fetched (a quantity change costs nothing).
 */
export function useCartProducts(ids: string[], enabled: boolean) {
  const known = useRef(new Map<string, Product>());
  const asked = useRef(new Set<string>());
  const [, setVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const unknown = ids.filter((id) => !asked.current.has(id));
  const unknownKey = unknown.sort().join(',');

  useEffect(() => {
    if (!enabled || !unknownKey) return;
    const wanted = unknownKey.split(',');
    const valid = wanted.filter(isId);
    let cancelled = false;
    fetchProducts(valid)
      .then((products) => {
        if (cancelled) return;
        for (const p of products) known.current.set(p._id, p);
        for (const id of wanted) asked.current.add(id);
        setError(null);
        setVersion((v) => v + 1);
        dropMissing(new Set(wanted.filter((id) => !known.current.has(id))));
      })
      .catch((e: unknown) => {
        if (!cancelled) setError(e instanceof Error ? e.message : 'Could not load your cart.');
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, unknownKey, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  /** Reads every product again (the checkout, after the server said a price changed). */
  const refresh = useCallback(() => {
    asked.current.clear();
    setAttempt((a) => a + 1);
  }, []);
  return {
    products: known.current,
    loading: enabled && unknown.length > 0 && !error,
    error,
    retry,
    refresh,
  };
}
