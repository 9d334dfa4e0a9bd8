import type { CampaignSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { Table, td } from '../../components/table';
import { formatDateTime, formatPrice } from '../../lib/format';
import { CampaignStatusBadge } from './campaign-status';

/** When it went, goes or was written: the moment that matters for its state. */
function when(c: CampaignSummary): string {
  const at = c.finishedAt ?? c.startedAt ?? c.scheduledAt ?? c.createdAt;
  const label =
    c.status === 'scheduled'
      ? 'Goes'
      : c.status === 'sent' || c.status === 'sending'
        ? 'Sent'
        : c.status === 'cancelled'
          ? 'Cancelled'
          : 'Written';
  return `${label} ${formatDateTime(Date.parse(c.cancelledAt ?? at))}`;
}

const figures = (c: CampaignSummary) => [
  ...[
    c.figures.recipients,
    c.figures.sent,
    c.figures.failed,
    c.figures.unsubscribed,
    c.figures.visits,
    c.figures.orders,
  ].map((n) => n.toLocaleString('en-US')),
  formatPrice(c.figures.revenue),
];

/** Phones and tablets: one card per campaign, its figures in two lines. */
export function CampaignCards({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <ul aria-label="Campaigns" className="space-y-3">
      {campaigns.map((c) => {
        const [recipients, sent, failed, unsubscribed, visits, orders, revenue] = figures(c);
        return (
          <li key={c._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
            <div className="flex items-start justify-between gap-3">
              <Link to={`/campaigns/${c._id}`} className="font-semibold text-brand-800 underline">
                {c.subject}
              </Link>
              <CampaignStatusBadge status={c.status} />
            </div>
            <p className="mt-1 text-xs text-muted">{when(c)}</p>
            <p className="mt-2 text-sm text-ink">
              {recipients} {c.figures.recipients === 1 ? 'recipient' : 'recipients'} · {sent} sent ·{' '}
              {failed} failed · {unsubscribed} unsubscribed
            </p>
            <p className="mt-1 text-sm text-ink">
              {visits} {c.figures.visits === 1 ? 'visit' : 'visits'} · {orders}{' '}
              {c.figures.orders === 1 ? 'order' : 'orders'} · {revenue}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** Wide screens: one row per campaign, a column per figure. */
export function CampaignTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <Table
      caption="Newsletter campaigns"
      columns={[
        'Campaign',
        { label: 'Recipients', right: true },
        { label: 'Sent', right: true },
        { label: 'Failed', right: true },
        { label: 'Unsubscribed', right: true },
        { label: 'Visits', right: true },
        { label: 'Orders', right: true },
        { label: 'Revenue', right: true },
      ]}
    >
      {campaigns.map((c) => (
        <tr key={c._id}>
          <td className={`${td} min-w-48`}>
            <Link to={`/campaigns/${c._id}`} className="font-semibold text-brand-800 underline">
              {c.subject}
            </Link>
            {/* State and time under the subject: the row keeps its width for figures. */}
            <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
              <CampaignStatusBadge status={c.status} />
              <span className="whitespace-nowrap">{when(c)}</span>
            </span>
          </td>
          {figures(c).map((n, i) => (
            <td key={i} className={`${td} text-right whitespace-nowrap tabular-nums`}>
              {n}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
