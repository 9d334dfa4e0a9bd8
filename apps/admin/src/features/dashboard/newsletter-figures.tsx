import type { DashboardCampaign } from '@shop/contracts';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../lib/format';

interface Counts {
  confirmed: number;
  pending: number;
  bouncing: number;
}

/**
 * The newsletter at a glance: its readers (each figure opens the list filtered to it), and what
 * the campaign last sent brought to the shop (docs/decisions/0061).
 */
export function NewsletterFigures({
  subscribers,
  lastCampaign,
}: {
  subscribers: Counts;
  lastCampaign: DashboardCampaign | null;
}) {
  const figure = (to: string, count: number, label: string, note: string) => (
    <li>
      <Link to={to} className="block rounded-lg p-2 hover:bg-stone-50">
        <span className="block text-3xl font-bold text-ink">{count}</span>
        <span className="block text-sm font-medium text-brand-700">{label}</span>
        <span className="block text-xs text-muted">{note}</span>
      </Link>
    </li>
  );
  return (
    <>
      <ul className="-m-2 grid grid-cols-3 gap-2">
        {figure(
          '/subscribers?status=confirmed',
          subscribers.confirmed,
          'Confirmed',
          'receive the newsletter',
        )}
        {figure('/subscribers?status=pending', subscribers.pending, 'Pending', 'not confirmed yet')}
        {figure(
          '/subscribers?status=bouncing',
          subscribers.bouncing,
          'Bouncing',
          'refused by their mail server',
        )}
      </ul>
      <div className="mt-4 border-t border-stone-100 pt-3">
        {lastCampaign ? (
          <>
            <p className="text-xs text-muted">
              Last campaign, sent {formatDate(Date.parse(lastCampaign.startedAt))}
            </p>
            <Link
              to={`/campaigns/${lastCampaign._id}`}
              className="block font-medium [overflow-wrap:anywhere] text-brand-700 hover:underline"
            >
              {lastCampaign.subject}
            </Link>
            <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <div>
                <dt className="text-muted">Visits</dt>
                <dd className="text-lg font-bold text-ink">
                  {lastCampaign.visits.toLocaleString('en-US')}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Orders</dt>
                <dd className="text-lg font-bold text-ink">
                  {lastCampaign.orders.toLocaleString('en-US')}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Revenue</dt>
                <dd className="text-lg font-bold whitespace-nowrap text-ink">
                  {formatPrice(lastCampaign.revenue)}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="text-sm text-muted">No campaign sent yet.</p>
        )}
      </div>
    </>
  );
}
