import { DEFAULT_SIZE, MESSAGES, type Product } from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { FavoriteButton } from '~/components/favorite-button';
import { cartStore } from '~/lib/cart-store';
import { notify } from '~/lib/notify';
import { SizePicker } from './size-picker';

/** The size to choose (when the product has sizes), Add to Cart and the favourite toggle. */
export function AddToCartPanel({ product }: { product: Product }) {
  const sizes = product.sizes.length > 0 ? product.sizes : null;
  const [size, setSize] = useState('');
  // Moving to another product keeps this component mounted: forget the size chosen for the last one.
  const [forProduct, setForProduct] = useState(product._id);
  if (forProduct !== product._id) {
    setForProduct(product._id);
    setSize('');
  }

  const addToCart = () => {
    // A product without sizes (rare: sold by the unit) still needs a key in the cart.
    const chosen = sizes ? size : DEFAULT_SIZE;
    if (!chosen) {
      notify('error', MESSAGES.selectSizeFirst);
      return;
    }
    cartStore.add(product._id, chosen);
    notify('success', MESSAGES.addedToCart(product.name));
  };

  return (
    <>
      {sizes && <SizePicker sizes={sizes} value={size} onChange={setSize} />}

      <div className="flex gap-3">
        <Button onClick={addToCart} className="h-12 flex-1 text-base sm:flex-none sm:px-10">
          Add to Cart
        </Button>
        <FavoriteButton productId={product._id} />
      </div>
    </>
  );
}
