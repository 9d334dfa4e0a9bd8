import type { AdminProduct } from '@shop/contracts';
import { Link } from 'react-router';
import { CardList } from '../../components/card-list';
import { Thumbnail } from '../../components/thumbnail';
import { formatDateTime } from '../../lib/format';
import { categoryLabel, priceOf, ratingOf, reviewsOf, StockCell, unitOf } from './product-cells';
import { ArchivedBadge, PopularBadge } from './product-badges';

/** The products list on a phone: one card per product instead of a table to scroll sideways. */
export function ProductsList({ products }: { products: AdminProduct[] }) {
  return (
    <CardList label="Products">
      {products.map((product) => (
        <li key={product._id} className="flex gap-3 p-3">
          <Thumbnail src={product.image[0]} size={48} />
          <div className="min-w-0 flex-1">
            <Link
              to={`/products/${product._id}`}
              className="block font-semibold break-words text-brand-700 hover:underline"
            >
              {product.name}
            </Link>
            <p className="text-xs text-muted">
              {categoryLabel(product.category)} · {product.subCategory}
            </p>
            <p className="mt-1 text-sm">
              <span className="font-medium text-ink">{priceOf(product)}</span>{' '}
              <span className="text-xs text-muted">{unitOf(product)}</span>
            </p>
            {product.stock !== null ? (
              <p className="mt-1 text-sm">
                <span className="text-muted">Stock: </span>
                <StockCell product={product} inline />
              </p>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <ArchivedBadge archived={product.archived} />
              {product.popular ? <PopularBadge /> : null}
              <span className="text-xs text-muted">
                {ratingOf(product)} · {reviewsOf(product)}
              </span>
            </div>
            <p className="mt-1 text-xs text-muted">Updated {formatDateTime(product.updatedAt)}</p>
          </div>
        </li>
      ))}
    </CardList>
  );
}
