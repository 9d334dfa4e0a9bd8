import { formatUnitPrice, sizesOf, type AdminProduct } from '@shop/contracts';
import { ProductFinder } from '../../components/product-finder';

export type PickedProduct = Pick<
  AdminProduct,
  '_id' | 'name' | 'price' | 'sizes' | 'productType' | 'measurement' | 'unit'
>;

/**
 * Finds a product by name (components/product-finder.tsx) and adds it as a line at its catalogue
 * price; the same product may come back in another size.
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
        detail={(p) => `${formatUnitPrice(p.price, p)} · ${sizesOf(p.sizes).join(', ')}`}
        addLabel={(p) => (chosen.has(p._id) ? 'Add again' : 'Add')}
      />
    </div>
  );
}
