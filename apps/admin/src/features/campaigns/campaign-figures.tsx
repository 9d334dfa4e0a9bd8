import type { CampaignFigures as Figures } from '@shop/contracts';
import { formatPrice } from '../../lib/format';

const LABELS: [keyof Figures, string][] = [
  ['recipients', 'Recipients'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['unsubscribed', 'Unsubscribed'],
  ['visits', 'Visits to the shop'],
  ['orders', 'Orders'],
  ['revenue', 'Revenue'],
];

/**
 * What came of the sending, as a row of figures: the mail's, then the shop's (visits, and orders
 * and their revenue without cancelled ones: docs/decisions/0061).
 */
export function CampaignFigures({ figures }: { figures: Figures }) {
  return (
    <div>
      {/* Four a row (two on a phone); the revenue, a long figure, takes two places. */}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {LABELS.map(([key, label]) => (
          <div
            key={key}
            className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${key === 'revenue' ? 'col-span-2' : ''}`}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-bold [overflow-wrap:anywhere] text-ink">
              {key === 'revenue'
                ? formatPrice(figures.revenue)
                : figures[key].toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        A browser that opens the shop from the campaign&rsquo;s links counts one visit; its orders
        in the next 30 days count for the campaign. Cancelled orders are left out.
      </p>
    </div>
  );
}
