import type { AdminProduct } from '@shop/contracts';
import { priceAndSizes, ProductFinder } from '../../components/product-finder';

export type PickedProduct = AdminProduct;

/**
 * Finds a product by name (components/product-finder.tsx) and adds it as a line at its catalogue
 * price (its first size's); the same product may come back in another size.
 */
export function LinePicker({
  onPick,
  chosen,
}: {
  onPick: (product: PickedProduct) => void;
  chosen: Set<string>;
}) {
  return (
    <div className="space-y-2">
      <ProductFinder
        onAdd={onPick}
        detail={priceAndSizes}
        addLabel={(p) => (chosen.has(p._id) ? 'Add again' : 'Add')}
      />
    </div>
  );
}
