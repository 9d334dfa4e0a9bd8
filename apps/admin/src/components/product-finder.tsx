import {
  formatUnitPrice,
  priceOfSize,
  pricesVary,
  sizesOf,
  type AdminProduct,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useProductSearch } from '../lib/product-search';
import { Thumbnail } from './thumbnail';

/** What each size sells at (its own price, else the product's; decision 0074). */
export const sizePricesOf = (p: AdminProduct): Record<string, number> =>
  Object.fromEntries(sizesOf(p.sizes).map((size) => [size, priceOfSize(p, size)]));

/**
 * A found product's price and sizes, for a line picker: 'SSP 95,000.00 per bag · 50 kg, 25 kg',
 * or each size with its price where they differ.
 */
export function priceAndSizes(p: AdminProduct): string {
  if (!pricesVary(p)) return `${formatUnitPrice(p.price, p)} · ${sizesOf(p.sizes).join(', ')}`;
  return Object.entries(sizePricesOf(p))
    .map(([size, price]) => `${size}: ${formatUnitPrice(price, p)}`)
    .join(' · ');
}

/**
 * Finds products of the shop by part of their name and offers each with an Add button: the
 * newsletter's product cards and a quotation's lines are picked with it.
 */
export function ProductFinder({
  onAdd,
  detail,
  addLabel,
  disabledFor,
  full,
}: {
  onAdd: (product: AdminProduct) => void;
  /** The small line under a found product's name (its price, its sizes). */
  detail: (product: AdminProduct) => ReactNode;
  /** The button's words for a found product ('Add', 'Added', 'Add again'). */
  addLabel: (product: AdminProduct) => string;
  disabledFor?: (product: AdminProduct) => boolean;
  /** Nothing more may be added: the box says so and takes no typing. */
  full?: string;
}) {
  const [q, setQ] = useState('');
  const search = useProductSearch(useDeferredValue(q));
  const id = useId();
  const found = q.trim() ? (search.data?.products ?? []) : [];
  return (
    <>
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-ink">
          Find a product to add
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          disabled={Boolean(full)}
          placeholder={full ?? 'Part of the name, e.g. cement'}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm shadow-xs focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-stone-100"
        />
      </div>
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
                <span className="block text-xs text-muted">{detail(p)}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Add ${p.name}`}
                disabled={Boolean(full) || disabledFor?.(p)}
                onClick={() => onAdd(p)}
              >
                {addLabel(p)}
              </Button>
            </li>
          ))}
        </ul>
      ) : q.trim() && search.data && !search.isFetching ? (
        <p className="text-sm text-muted">No product in the shop has that in its name.</p>
      ) : null}
    </>
  );
}
