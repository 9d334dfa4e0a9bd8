import { formatPrice, perUnit, type ChatProduct } from '@shop/contracts/client';
import { suggestionEffect } from '@shop/assistant/effects';
import { Link } from 'react-router';
import { ProductImage } from '~/components/product-image';

/**
 * A product in a reply (docs/spec/account-and-company-site.md section 3, Chat product): the
 * first image, the name, the SSP price, and View, which opens the product page and closes the
 * panel (section 4: view_product). A link, so it can also open in a new tab.
 */
export function ChatProductCard({ product, onOpen }: { product: ChatProduct; onOpen: () => void }) {
  const effect = suggestionEffect({ text: 'View', action: 'view_product', productId: product._id });
  const to = effect.kind === 'navigate' ? effect.to : `/product/${product._id}`;
  return (
    <li className="flex items-center gap-3 rounded-xl bg-white p-2 shadow-sm ring-1 ring-stone-200">
      <ProductImage
        src={product.image[0]}
        alt=""
        sizes="64px"
        width={240}
        className="size-16 shrink-0 rounded-lg"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-ink">{product.name}</p>
        <p className="mt-0.5 text-sm font-bold text-brand-700 tabular-nums">
          {product.priceFrom ? 'From ' : ''}
          {formatPrice(product.price)}
          {product.unit ? (
            <span className="ml-1 text-xs font-normal text-muted">
              {perUnit({ measurement: product.measurement ?? '', unit: product.unit })}
            </span>
          ) : null}
        </p>
      </div>
      <Link
        to={to}
        onClick={onOpen}
        className="inline-flex min-h-10 shrink-0 items-center rounded-lg bg-accent-500 px-3 text-sm font-semibold text-ink transition-colors hover:bg-accent-400"
      >
        View<span className="sr-only"> {product.name}</span>
      </Link>
    </li>
  );
}
