import { priceOfSize, type Product } from '@shop/contracts/client';
import { Link } from 'react-router';
import { ProductThumbnail } from '~/components/product-thumbnail';
import { UnitPrice } from '~/components/unit-price';
import type { SavedLine } from '~/stores/cart-store';

/** Lines put aside with "Save for later": kept in the browser, not counted in the cart. */
export function SavedForLater({
  lines,
  products,
  onMoveToCart,
  onRemove,
}: {
  lines: SavedLine[];
  products: Map<string, Product>;
  onMoveToCart: (line: SavedLine, product: Product) => void;
  onRemove: (line: SavedLine, product: Product) => void;
}) {
  const shown = lines.flatMap((l) => {
    const product = products.get(l.productId);
    return product ? [{ line: l, product }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="saved-heading" className="mt-10">
      <h2 id="saved-heading" className="text-lg font-bold text-brand-900">
        Saved for later <span className="font-normal text-muted">({shown.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {shown.map(({ line, product }) => {
          const label = `${product.name}, size ${line.size}`;
          return (
            <li
              key={`${line.productId}|${line.size}`}
              className="flex min-w-0 gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <ProductThumbnail
                productId={product._id}
                src={product.image[0]}
                sizes="80px"
                className="size-20 rounded-lg ring-1 ring-stone-200"
              />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold">
                  <Link
                    to={`/product/${product._id}`}
                    className="hover:text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                </h3>
                <p className="text-sm text-muted">
                  Size {line.size} · Qty {line.quantity}
                </p>
                <UnitPrice
                  amount={priceOfSize(product, line.size)}
                  product={product}
                  className="text-sm font-semibold text-brand-800"
                />
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => onMoveToCart(line, product)}
                    className="min-h-10 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
                  >
                    Move to cart<span className="sr-only">: {label}</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => onRemove(line, product)}
                    className="min-h-10 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50"
                  >
                    Remove<span className="sr-only"> {label} from saved items</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
