import type { DashboardResponse } from '@shop/contracts';
import { Link } from 'react-router';
import { Thumbnail } from './thumbnail';
import { unitCount } from '../lib/units';
import { lowStockEmpty, lowStockSummary } from '../lib/low-stock-text';

/**
 * Sizes of counted products running out, fewest left first, each opening the product's editor
 * to restock it. The threshold is a setting.
 */
export function LowStockList({ lowStock }: { lowStock: DashboardResponse['lowStock'] }) {
  const { count, threshold, items } = lowStock;
  if (count === 0) return <p className="text-sm text-muted">{lowStockEmpty(threshold)}</p>;
  return (
    <>
      <p className="text-sm text-muted">
        {lowStockSummary(count, threshold)}
        {count > items.length ? `; the ${items.length} with the fewest left:` : ':'}
      </p>
      {/* Two columns on a wide screen, read down (fewest first): 20 sizes in a short card. */}
      <ul className="mt-2 gap-x-8 lg:columns-2">
        {items.map((item) => (
          <li
            key={`${item._id}-${item.size}`}
            className="break-inside-avoid border-t border-stone-100"
          >
            <Link
              to={`/products/${item._id}`}
              className="flex items-center gap-3 py-2 hover:bg-stone-50"
            >
              <Thumbnail src={item.image || undefined} size={40} />
              <span className="min-w-0 flex-1">
                <span className="block font-medium break-words text-brand-700">{item.name}</span>
                <span className="block text-xs text-muted">Size {item.size}</span>
              </span>
              <span
                className={`shrink-0 text-right text-sm font-semibold whitespace-nowrap ${
                  item.left <= 0 ? 'text-red-700' : 'text-ink'
                }`}
              >
                {item.left <= 0 ? 'None left' : `${unitCount(item.left, item.unit)} left`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
