import { formatUnitPrice, sizesOf, type AdminProduct } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useDeferredValue, useId, useState } from 'react';
import { Thumbnail } from './thumbnail';
import { useProductSearch } from '../lib/product-search';

export type PickedProduct = Pick<
  AdminProduct,
  '_id' | 'name' | 'price' | 'sizes' | 'productType' | 'measurement' | 'unit'
>;

/**
 * Finds a product by name and adds it as a line at its catalogue price (the campaigns' picker,
 * docs/decisions/0058, with sizes); the same product may come back in another size.
 */
export function LinePicker({
  onPick,
  chosen,
}: {
  onPick: (product: PickedProduct) => void;
  chosen: Set<string>;
}) {
  const [q, setQ] = useState('');
  const search = useProductSearch(useDeferredValue(q));
  const id = useId();
  const found = q.trim() ? (search.data?.products ?? []) : [];
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-q`} className="block text-sm font-medium text-ink">
        Find a product to add
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Part of the name, e.g. cement"
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      />
      {found.length ? (
        <ul
          aria-label="Products found"
          className="divide-y divide-stone-100 rounded-lg ring-1 ring-stone-200"
        >
          {found.map((p) => (
            <li key={p._id} className="flex items-center gap-3 p-2">
              <Thumbnail src={p.image[0]} size={40} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-ink">{p.name}</span>
                <span className="block text-xs text-muted">
                  {formatUnitPrice(p.price, p)} · {sizesOf(p.sizes).join(', ')}
                </span>
              </span>
              <Button variant="secondary" aria-label={`Add ${p.name}`} onClick={() => onPick(p)}>
                {chosen.has(p._id) ? 'Add again' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      ) : q.trim() && search.data && !search.isFetching ? (
        <p className="text-sm text-muted">No product in the shop has that in its name.</p>
      ) : null}
    </div>
  );
}
