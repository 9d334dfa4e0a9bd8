import type { AdminProduct } from '@shop/contracts';
import { Link } from 'react-router';
import { Table, td } from '../../components/table';
import { Thumbnail } from '../../components/thumbnail';
import { formatDate, formatTime } from '../../lib/format';
import { categoryLabel, priceOf, ratingOf, reviewsOf, StockCell, unitOf } from './product-cells';
import { ArchivedBadge, PopularBadge } from './product-badges';

/**
 * The products list on a tablet or a computer: one row per product, every column. Popular is a
 * badge under the status rather than a column of its own, so Updated fits at 1280 px beside the
 * menu (issue 31).
 */
export function ProductsTable({ products }: { products: AdminProduct[] }) {
  return (
    <Table
      caption="Products"
      columns={[
        { label: 'Picture', width: 'w-16', hidden: true },
        'Product',
        'Category',
        { label: 'Price', right: true },
        'Stock',
        'Rating',
        'Status',
        'Updated',
      ]}
    >
      {products.map((product) => (
        <tr key={product._id} className="hover:bg-stone-50">
          <td className={`${td} py-2 pr-0`}>
            <Thumbnail src={product.image[0]} size={48} />
          </td>
          <td className={`${td} min-w-40`}>
            <Link
              to={`/products/${product._id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {product.name}
            </Link>
          </td>
          <td className={td}>
            <span className="block">{categoryLabel(product.category)}</span>
            <span className="block text-xs text-muted">{product.subCategory}</span>
          </td>
          <td className={`${td} text-right whitespace-nowrap`}>
            <span className="block font-medium">{priceOf(product)}</span>
            <span className="block text-xs text-muted">{unitOf(product)}</span>
          </td>
          <td className={td}>
            <StockCell product={product} />
          </td>
          <td className={`${td} whitespace-nowrap`}>
            <span className="block">{ratingOf(product)}</span>
            <span className="block text-xs text-muted">{reviewsOf(product)}</span>
          </td>
          <td className={td}>
            <span className="flex flex-col items-start gap-1">
              <ArchivedBadge archived={product.archived} />
              {product.popular ? <PopularBadge /> : null}
            </span>
          </td>
          <td className={`${td} whitespace-nowrap text-muted`}>
            <time dateTime={new Date(product.updatedAt).toISOString()}>
              <span className="block">{formatDate(product.updatedAt)}</span>
              <span className="block text-xs">{formatTime(product.updatedAt)}</span>
            </time>
          </td>
        </tr>
      ))}
    </Table>
  );
}
