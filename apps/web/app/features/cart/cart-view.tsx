import { MESSAGES, orderSummary, priceOfSize, type Product } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CartLoadError } from '~/components/cart-load-error';
import { useToggleFavorite } from '~/stores/use-favorite';
import { useSettings } from '~/lib/use-settings';
import { notify } from '~/lib/notify';
import { CartLine } from './cart-line';
import { cartStore, useCart, type SavedLine } from '~/stores/cart-store';
import { OrderSummaryPanel } from '~/components/order-summary';
import { AskQuotation } from './ask-quotation';
import { SavedForLater } from './saved-for-later';
import { cartProductIds, useCartProducts } from '~/stores/use-cart-products';
import { useHydrated } from '~/lib/use-hydrated';
import { CartSkeleton } from './cart-skeleton';

interface Line {
  key: string;
  product: Product;
  size: string;
  quantity: number;
}

const lineKey = (productId: string, size: string) => `${productId}\u0000${size}`;

export function CartView() {
  const hydrated = useHydrated();
  const state = useCart();
  const settings = useSettings();
  const toggleFavorite = useToggleFavorite();
  const ids = useMemo(() => cartProductIds(state), [state]);
  const { products, loading, error, retry } = useCartProducts(ids, hydrated);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const lines: Line[] = Object.entries(state.cart).flatMap(([productId, sizes]) => {
    const product = products.get(productId);
    if (!product) return [];
    return Object.entries(sizes).map(([size, quantity]) => ({
      key: lineKey(productId, size),
      product,
      size,
      quantity,
    }));
  });
  const summary = orderSummary(
    lines.map((l) => ({ price: priceOfSize(l.product, l.size), quantity: l.quantity })),
    settings,
  );
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  const selectedLines = lines.filter((l) => selected.has(l.key));
  const allSelected = lines.length > 0 && selectedLines.length === lines.length;

  if (!hydrated || loading) return <CartSkeleton />;

  if (error && lines.length === 0) return <CartLoadError error={error} onRetry={retry} />;

  const setOne = (key: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const removeSelected = () => {
    cartStore.removeMany(selectedLines.map((l) => ({ productId: l.product._id, size: l.size })));
    setSelected(new Set());
    notify('success', MESSAGES.removedFromCart);
  };

  const saved = (
    <SavedForLater
      lines={state.saved}
      products={products}
      onMoveToCart={(l: SavedLine, p) => {
        cartStore.moveToCart(l.productId, l.size);
        notify('success', MESSAGES.movedToCart(p.name));
      }}
      onRemove={(l: SavedLine, p) => {
        cartStore.removeSaved(l.productId, l.size);
        notify('success', `${p.name} removed from saved items`);
      }}
    />
  );

  if (lines.length === 0) {
    return (
      <>
        <div className="rounded-xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mx-auto size-14 text-brand-300"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6M10 21h.01M17 21h.01" />
          </svg>
          <h2 className="mt-4 text-xl font-bold">{MESSAGES.cartEmpty}</h2>
          <p className="mt-2 text-muted">
            Browse our furniture, building materials, foodstuffs and more.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/collection" className={buttonClass('primary')}>
              Start Shopping
            </Link>
            <Link to="/collection?sort=newest" className={buttonClass('secondary')}>
              See New Arrivals
            </Link>
          </div>
        </div>
        {saved}
      </>
    );
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 bg-stone-50 px-4 py-3 sm:px-5">
            <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm font-medium">
              <input
                type="checkbox"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = selectedLines.length > 0 && !allSelected;
                }}
                onChange={(e) =>
                  setSelected(e.target.checked ? new Set(lines.map((l) => l.key)) : new Set())
                }
                className="size-5 accent-brand-700"
              />
              Select all ({lines.length})
            </label>
            <button
              type="button"
              onClick={removeSelected}
              disabled={selectedLines.length === 0}
              className="min-h-10 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
            >
              Remove selected{selectedLines.length > 0 && ` (${selectedLines.length})`}
            </button>
          </div>
          <ul className="divide-y divide-stone-200">
            {lines.map((l) => (
              <CartLine
                key={l.key}
                product={l.product}
                size={l.size}
                quantity={l.quantity}
                selected={selected.has(l.key)}
                onSelect={(on) => setOne(l.key, on)}
                onQuantity={(q) => cartStore.update(l.product._id, l.size, q)}
                onRemove={() => {
                  cartStore.update(l.product._id, l.size, 0);
                  setOne(l.key, false);
                  notify('success', MESSAGES.removedFromCart);
                }}
                onSaveForLater={() => {
                  cartStore.saveForLater(l.product._id, l.size);
                  setOne(l.key, false);
                  notify('success', MESSAGES.savedForLater(l.product.name));
                }}
                onMoveToWishlist={async () => {
                  // Signed in: the line leaves the cart once it is a favourite (visitors are
                  // sent to sign in and keep the line).
                  const id = l.product._id;
                  const { favoritesStore } = await import('~/stores/favorites-store');
                  await favoritesStore.ready();
                  const already = favoritesStore.getSnapshot().ids.has(id);
                  if (already) notify('success', `${l.product.name} is in your wishlist`);
                  if (already || (await toggleFavorite(id))) {
                    cartStore.update(id, l.size, 0);
                    setOne(l.key, false);
                  }
                }}
              />
            ))}
          </ul>
        </div>
      </div>
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <OrderSummaryPanel
          summary={summary}
          freeDeliveryThreshold={settings.freeDeliveryThreshold}
          itemCount={itemCount}
        />
        <AskQuotation />
      </div>
      <div className="min-w-0 lg:col-start-1 [&>section]:mt-2">{saved}</div>
    </div>
  );
}
