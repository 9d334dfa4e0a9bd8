import {
  DEFAULT_SIZE,
  formatPrice,
  MESSAGES,
  priceOfSize,
  pricesVary,
  STOCK_MESSAGES,
  stockStatus,
  unitsLeft,
  type Product,
} from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { Suspense, useId, useState } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import { FavoriteButton } from '~/components/favorite-button';
import { StockLabel } from '~/components/stock-label';
import { cartStore, useCart } from '~/stores/cart-store';
import { notify } from '~/lib/notify';
import { useSettings } from '~/lib/use-settings';
import { SizePicker } from './size-picker';

// Only for a size that is out of stock: most visits never load it.
const NotifyMe = lazyPart(() => import('./notify-me'));

/** A product that comes in one size has it chosen already: there is nothing to choose. */
const onlySize = (product: Product) => (product.sizes.length === 1 ? product.sizes[0]! : '');

/**
 * Adding would go past the line's limit: every unit left of the size, or the shop's bound per
 * order line (docs/decisions/0054-bulk-quantities-and-company-places.md), is in the cart. Written
 * here rather than imported with the cart's rules: a module shared with /cart is one more file on
 * this page's first load (decision 0047).
 */
const allInCart = (max: number, byStock: boolean) =>
  byStock
    ? `Only ${max} left, and all ${max} are in your cart.`
    : `At most ${max} per order line, and your cart holds ${max}.`;

/**
 * The size chosen on the product page ('' while none is), which the price above the panel and the
 * panel both follow.
 */
export function useChosenSize(product: Product) {
  const [size, setSize] = useState(() => onlySize(product));
  // Moving to another product keeps the page mounted: forget the size chosen for the last one.
  const [forProduct, setForProduct] = useState(product._id);
  if (forProduct !== product._id) {
    setForProduct(product._id);
    setSize(onlySize(product));
  }
  return [size, setSize] as const;
}

/**
 * The size to choose (when the product has sizes, each with its price when they differ), its
 * stock, Add to Cart and the favourite toggle. Adding never puts more in the cart than is left of
 * the size, nor more than the shop's bound per order line
 * (docs/decisions/0054-bulk-quantities-and-company-places.md).
 */
export function AddToCartPanel({
  product,
  size,
  onSize,
}: {
  product: Product;
  size: string;
  onSize: (size: string) => void;
}) {
  const sizes = product.sizes.length > 0 ? product.sizes : null;
  const stockId = useId();
  const { cart } = useCart();
  const { lineQuantityMax } = useSettings();

  // A product without sizes (rare: sold by the unit) still needs a key in the cart.
  const chosen = sizes ? size : DEFAULT_SIZE;
  const left = chosen ? unitsLeft(product.stock, chosen) : Number.POSITIVE_INFINITY;
  const out = left <= 0;
  const status = chosen ? stockStatus(product, chosen) : stockStatus(product);

  const addToCart = () => {
    if (!chosen) {
      notify('error', MESSAGES.selectSizeFirst);
      return;
    }
    if (out) {
      notify('error', STOCK_MESSAGES.outOfStockSize(chosen));
      return;
    }
    const inCart = cart[product._id]?.[chosen] ?? 0;
    const max = Math.min(left, lineQuantityMax);
    if (inCart >= max) {
      // Stock fell (or the bound was lowered) since the line was added: bring the line down.
      if (inCart > max) cartStore.update(product._id, chosen, max);
      notify('warning', allInCart(max, left < lineQuantityMax));
      return;
    }
    cartStore.add(product._id, chosen);
    notify('success', MESSAGES.addedToCart(product.name));
  };

  return (
    <>
      {sizes && (
        <SizePicker
          sizes={sizes}
          value={size}
          onChange={onSize}
          isOut={(s) => unitsLeft(product.stock, s) <= 0}
          priceOf={pricesVary(product) ? (s) => formatPrice(priceOfSize(product, s)) : undefined}
        />
      )}

      {/* Read out again when another size is chosen. */}
      <div id={stockId} aria-live="polite" className="-mt-2 empty:hidden">
        <StockLabel status={status} />
      </div>

      {out && chosen && (
        <Suspense fallback={null}>
          <NotifyMe key={`${product._id}|${chosen}`} productId={product._id} size={chosen} />
        </Suspense>
      )}

      <div className="flex gap-3">
        <Button
          onClick={addToCart}
          aria-disabled={out || undefined}
          aria-describedby={out ? stockId : undefined}
          className="h-12 flex-1 text-base aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:flex-none sm:px-10"
        >
          Add to Cart
        </Button>
        <FavoriteButton productId={product._id} />
      </div>
    </>
  );
}
