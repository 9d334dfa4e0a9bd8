import {
  CAMPAIGN_PRODUCTS_MAX,
  formatUnitPrice,
  pricesVary,
  type CampaignProduct,
} from '@shop/contracts';
import { Button } from '@shop/ui';
import { useId } from 'react';
import { Thumbnail } from '../../components/thumbnail';
import { ProductFinder } from '../../components/product-finder';

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
  const id = useId();
  const full = value.length >= CAMPAIGN_PRODUCTS_MAX;
  const chosen = new Set(value.map((p) => p._id));

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
      <ProductFinder
        full={full ? 'Six products picked' : undefined}
        detail={(p) => formatUnitPrice(p.price, p)}
        addLabel={(p) => (chosen.has(p._id) ? 'Added' : 'Add')}
        disabledFor={(p) => chosen.has(p._id)}
        onAdd={(p) =>
          onChange([
            ...value,
            {
              _id: p._id,
              name: p.name,
              price: p.price,
              priceFrom: pricesVary(p),
              measurement: p.measurement,
              unit: p.unit,
              image: p.image[0] ?? null,
            },
          ])
        }
      />
    </fieldset>
  );
}
