import { ACCOUNT_MESSAGES as M, pricesVary, type Product } from '@shop/contracts/client';
import { buttonClass, Skeleton } from '@shop/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useFavorites } from '~/stores/favorites-store';
import { ProductImage } from '~/components/product-image';
import { UnitPrice } from '~/components/unit-price';
import { EmptyState } from '~/components/empty-state';
import { Spinner } from '~/components/spinner';
import { HeartIcon, TrashIcon } from '~/components/account-icons';

const IMAGE_SIZES = '(min-width: 1024px) 300px, 50vw';

function FavoriteCard({
  product,
  onRemove,
}: {
  product: Product;
  onRemove: (id: string) => Promise<unknown>;
}) {
  const [removing, setRemoving] = useState(false);
  const href = `/product/${product._id}`;
  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove(product._id);
    } finally {
      setRemoving(false);
    }
  };
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md">
      <div className="relative">
        <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true" className="block">
          <ProductImage src={product.image[0]} alt="" sizes={IMAGE_SIZES} className="w-full" />
        </Link>
        <button
          type="button"
          onClick={remove}
          disabled={removing}
          aria-label={`Remove ${product.name} from favorites`}
          className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-white/95 text-red-700 shadow-sm transition-colors hover:bg-red-50 disabled:opacity-60"
        >
          {removing ? <Spinner /> : <HeartIcon filled />}
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
          <Link to={href} prefetch="intent" className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <UnitPrice
          amount={product.price}
          product={product}
          from={pricesVary(product)}
          className="mt-auto text-sm font-bold whitespace-nowrap text-brand-800 sm:text-lg"
        />
        <Link
          to={href}
          prefetch="intent"
          className={buttonClass('primary', 'mt-1 w-full px-2! whitespace-nowrap')}
        >
          View Details<span className="sr-only">: {product.name}</span>
        </Link>
      </div>
    </li>
  );
}

/** The Favorites tab (docs/spec/account-and-company-site.md section 2). */
export default function FavoritesTab() {
  const { products, loading, toggle, clear } = useFavorites();
  const [clearing, setClearing] = useState(false);

  if (loading && products.length === 0) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading your favorites…
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="overflow-hidden rounded-xl bg-white ring-1 ring-stone-200">
              <Skeleton className="aspect-square rounded-none" />
              <Skeleton
                className="space-y-3 p-3 sm:p-4"
                lines={['h-5 w-3/4', 'h-5 w-1/3', 'h-11 w-full']}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <EmptyState
        icon={<HeartIcon size={30} />}
        title={M.noFavorites}
        text="Tap the heart on any product to keep it here for later."
        action="Browse Products"
        to="/collection"
      />
    );
  }

  const clearAll = async () => {
    setClearing(true);
    try {
      await clear();
    } finally {
      setClearing(false);
    }
  };

  return (
    <div>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {products.length === 1 ? '1 saved item' : `${products.length} saved items`}
        </p>
        <button
          type="button"
          onClick={clearAll}
          disabled={clearing}
          className={buttonClass('ghost', 'px-3! text-red-700! hover:bg-red-50!')}
        >
          {clearing ? <Spinner /> : <TrashIcon size={18} />}
          Clear All Favorites
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
        {products.map((p) => (
          <FavoriteCard key={p._id} product={p} onRemove={toggle} />
        ))}
      </ul>
    </div>
  );
}
