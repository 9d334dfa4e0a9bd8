import {
  formatUnitPrice,
  lineLimit,
  lineLimitMessage,
  MESSAGES,
  priceOfSize,
  stockStatus,
  unitsLeft,
  type Product,
} from '@shop/contracts/client';
import { PriceTag } from '@shop/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { LineExceeds } from '~/components/line-stock';
import { ProductThumbnail } from '~/components/product-thumbnail';
import { StockLabel } from '~/components/stock-label';
import { TrashIcon } from '~/components/catalog-icons';
import { notify } from '~/lib/notify';
import { useSettings } from '~/lib/use-settings';
import { QuantityControl } from './quantity-control';

const linkButton =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-brand-700 hover:bg-brand-50 hover:text-brand-900';

/**
 * One cart line: a product in one size, with its quantity and the actions on it. A line asking
 * for more than is left (docs/decisions/0031), or more than the shop's bound per order line
 * (decision 0054), says so and offers to come down to it.
 */
export function CartLine({
  product,
  size,
  quantity,
  selected,
  onSelect,
  onQuantity,
  onRemove,
  onSaveForLater,
  onMoveToWishlist,
}: {
  product: Product;
  size: string;
  quantity: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onSaveForLater: () => void;
  onMoveToWishlist: () => void;
}) {
  const href = `/product/${product._id}`;
  const label = `${product.name}, size ${size}`;
  const stockId = useId();
  const { lineQuantityMax } = useSettings();
  const limit = lineLimit(unitsLeft(product.stock, size), lineQuantityMax);
  const exceeds = quantity > limit.max;
  const status = stockStatus(product, size);
  const price = priceOfSize(product, size);
  return (
    <li className="flex gap-2 p-4 sm:gap-4 sm:p-5">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${label}`}
        className="mt-6 size-5 shrink-0 accent-brand-700 sm:mt-11"
      />
      <ProductThumbnail
        productId={product._id}
        src={product.image[0]}
        sizes="112px"
        className="size-16 rounded-lg ring-1 ring-stone-200 sm:size-28"
        linkClassName="ml-1 shrink-0 sm:ml-0"
      />
      <div className="ml-1 min-w-0 flex-1 sm:ml-0">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h3 className="font-semibold leading-snug">
              <Link to={href} className="hover:text-brand-700 hover:underline">
                {product.name}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-muted">
              Size: <span className="font-medium text-ink">{size}</span>
            </p>
            <p className="mt-0.5 text-sm text-muted tabular-nums">
              {formatUnitPrice(price, product)}
            </p>
            {!exceeds && status.kind === 'few' && (
              <StockLabel status={status} className="mt-0.5 text-xs" />
            )}
          </div>
          <PriceTag
            amount={price * quantity}
            className="hidden text-lg font-bold text-brand-800 sm:block"
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 sm:justify-start">
          <QuantityControl
            value={quantity}
            label={label}
            limit={limit}
            describedBy={exceeds ? stockId : undefined}
            onChange={onQuantity}
          />
          <PriceTag
            amount={price * quantity}
            className="font-bold whitespace-nowrap text-brand-800 sm:hidden"
          />
        </div>
        {exceeds && (
          <LineExceeds
            id={stockId}
            left={limit.max}
            label={label}
            message={limit.reason === 'line' ? lineLimitMessage('line', limit.max) : undefined}
            onReduce={() => {
              if (limit.max <= 0) return onRemove();
              onQuantity(limit.max);
              notify('success', MESSAGES.quantityUpdated(limit.max));
            }}
          />
        )}
        <div className="mt-2 -ml-2 flex flex-wrap">
          <button
            type="button"
            onClick={onRemove}
            className={`${linkButton} text-red-700 hover:bg-red-50 hover:text-red-800`}
          >
            <TrashIcon />
            Remove<span className="sr-only"> {label}</span>
          </button>
          <button type="button" onClick={onSaveForLater} className={linkButton}>
            Save for later<span className="sr-only">: {label}</span>
          </button>
          <button type="button" onClick={onMoveToWishlist} className={linkButton}>
            Move to wishlist<span className="sr-only">: {product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
