import { HeartIcon } from './card-icons';
import { useEffect, useState } from 'react';
import { useSession } from '~/lib/session';
import { useToggleFavorite } from '~/stores/use-favorite';

/** The wishlist heart of product pages and cards, filled for a favourite (docs/spec/storefront.md section 5). */
export function FavoriteButton({
  productId,
  className = 'grid size-12 shrink-0 place-items-center rounded-lg border border-stone-300 bg-white text-stone-600 transition-colors hover:border-red-300 hover:text-red-600 aria-pressed:text-red-600',
  iconClassName = 'size-6',
}: {
  productId: string;
  className?: string;
  iconClassName?: string;
}) {
  const toggle = useToggleFavorite();
  const isFavorite = useIsFavorite(productId);
  return (
    <button
      type="button"
      onClick={() => void toggle(productId)}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? 'Remove from favorites (wishlist)' : 'Add to favorites (wishlist)'}
      className={className}
    >
      <HeartIcon className={iconClassName} filled={isFavorite} />
    </button>
  );
}

/**
 * Whether a product is one of the signed-in customer's favourites (false for visitors). The
 * favourites store loads only once a session exists.
 */
export function useIsFavorite(productId: string): boolean {
  const token = useSession()?.token;
  const [favorite, setFavorite] = useState(false);
  useEffect(() => {
    if (!token) return;
    let live = true;
    let unsubscribe = () => {};
    void import('~/stores/favorites-store').then(({ favoritesStore }) => {
      if (!live) return;
      const update = () => setFavorite(favoritesStore.getSnapshot().ids.has(productId));
      const stop = favoritesStore.subscribe(update);
      unsubscribe = () => void stop();
      update();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [token, productId]);
  return token ? favorite : false;
}
