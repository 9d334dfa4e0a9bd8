import { CAMPAIGN_PRODUCTS_MAX, formatUnitPrice, type CampaignProduct } from '@shop/contracts';
import { Button } from '@shop/ui';
import { useDeferredValue, useId, useState } from 'react';
import { Thumbnail } from '../../components/thumbnail';
import { useProductSearch } from './api/search-products';

/**
 * Up to six products for the cards under the text: found by name, added in order, removed with
 * their own button. The cards' pictures and prices are those of the moment each message is written.
 */
export function ProductPicker({
  value,
  onChange,
  error,
}: {
  value: CampaignProduct[];
  onChange: (products: CampaignProduct[]) => void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const search = useProductSearch(useDeferredValue(q));
  const id = useId();
  const full = value.length >= CAMPAIGN_PRODUCTS_MAX;
  const chosen = new Set(value.map((p) => p._id));
  const found = q.trim() ? (search.data?.products ?? []) : [];

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">
        Products ({value.length} of {CAMPAIGN_PRODUCTS_MAX})
      </legend>
      {value.length ? (
        <ol className="space-y-2">
          {value.map((p, i) => (
            <li
              key={p._id}
              className="flex items-center gap-3 rounded-lg bg-stone-50 p-2 ring-1 ring-stone-200"
            >
              <Thumbnail src={p.image ?? undefined} size={40} />
              <span className="min-w-0 flex-1 text-sm">
                <span className="block truncate font-medium text-ink">{p.name}</span>
                <span className="block text-xs text-muted">{formatUnitPrice(p.price, p)}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${p.name}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No product yet: the newsletter can go without.</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium text-ink">
          Find a product to add
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          disabled={full}
          placeholder={full ? 'Six products picked' : 'Part of the name, e.g. cement'}
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
                <span className="block text-xs text-muted">{formatUnitPrice(p.price, p)}</span>
              </span>
              <Button
                variant="secondary"
                aria-label={`Add ${p.name}`}
                disabled={full || chosen.has(p._id)}
                onClick={() =>
                  onChange([
                    ...value,
                    {
                      _id: p._id,
                      name: p.name,
                      price: p.price,
                      measurement: p.measurement,
                      unit: p.unit,
                      image: p.image[0] ?? null,
                    },
                  ])
                }
              >
                {chosen.has(p._id) ? 'Added' : 'Add'}
              </Button>
            </li>
          ))}
        </ul>
      ) : q.trim() && search.data && !search.isFetching ? (
        <p className="text-sm text-muted">No product in the shop has that in its name.</p>
      ) : null}
    </fieldset>
  );
}
