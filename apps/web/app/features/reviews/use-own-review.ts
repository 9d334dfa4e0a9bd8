import type { Review } from '@shop/contracts/client';
import { useCallback, useEffect, useState } from 'react';
import { fetchOwnReview } from './reviews-api';

interface OwnReviewState {
  /** The session the answer belongs to: another sign-in must not see the last one's review. */
  token: string | null;
  review: Review | null;
}

/**
 * The signed-in customer's own review of a product (any status), fetched in the browser: the
 * token lives there, and the server renders every page signed out. `set` records what a write
 * call answered; `reload` asks the server again.
 */
export function useOwnReview(productId: string, token: string | null) {
  const [state, setState] = useState<OwnReviewState>({ token: null, review: null });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchOwnReview(productId, controller.signal)
      .then((review) => setState({ token, review }))
      .catch((error: unknown) => {
        // Review fetch failures are only logged (docs/spec/storefront.md section 8).
        if (!controller.signal.aborted) console.error('Your review not loaded:', error);
      });
    return () => controller.abort();
  }, [productId, token, round]);

  const set = useCallback((review: Review | null) => setState({ token, review }), [token]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { review: token && state.token === token ? state.review : null, set, reload };
}
