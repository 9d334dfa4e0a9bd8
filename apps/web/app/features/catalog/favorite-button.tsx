import { HeartIcon } from './icons';
import { useToggleFavorite } from './use-favorite';

/** The wishlist toggle of the product page. Visitors are sent to sign in (storefront.md section 5). */
export function FavoriteButton({
  productId,
  isFavorite = false,
}: {
  productId: string;
  isFavorite?: boolean;
}) {
  const toggle = useToggleFavorite();
  return (
    <button
      type="button"
      onClick={() => toggle(productId)}
      aria-pressed={isFavorite}
      aria-label={isFavorite ? 'Remove from favorites (wishlist)' : 'Add to favorites (wishlist)'}
      className="grid size-12 shrink-0 place-items-center rounded-lg border border-stone-300 bg-white text-stone-600 transition-colors hover:border-red-300 hover:text-red-600 aria-pressed:text-red-600"
    >
      <HeartIcon className="size-6" filled={isFavorite} />
    </button>
  );
}
