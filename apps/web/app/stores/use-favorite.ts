import { MESSAGES } from '@shop/contracts/client';
import { useNavigate } from 'react-router';
import { sessionStore } from '~/lib/session';
import { notify } from '~/lib/notify';

/**
 * Toggling a favourite needs an account (docs/spec/storefront.md section 5): a visitor gets the spec's
 * message and goes to /login, which brings them back to this page afterwards; a signed-in customer's toggle goes to the server first (the
 * favourites store loads on first use, keeping it out of every page's first load). Resolves to the
 * new state (true = a favourite now), or null when nothing changed.
 */
export function useToggleFavorite() {
  const navigate = useNavigate();
  return async (productId: string): Promise<boolean | null> => {
    if (!sessionStore.getSnapshot()) {
      notify('error', MESSAGES.loginForFavorites);
      // Imported on the tap, not with the page: /login loads it anyway.
      const { loginPathFor } = await import('~/lib/return-path');
      void navigate(loginPathFor(window.location.pathname + window.location.search));
      return null;
    }
    const { favoritesStore } = await import('./favorites-store');
    return favoritesStore.toggle(productId);
  };
}
