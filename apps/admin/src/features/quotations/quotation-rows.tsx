import { formatQuotationDay, type QuotationSummary } from '@shop/contracts';
import { Link } from 'react-router';
import { Table, td } from '../../components/table';
import { formatPrice } from '../../lib/format';
import { QuotationStatusBadge } from './quotation-status';

/** Phones and tablets: one card per quotation. */
export function QuotationCards({ quotations }: { quotations: QuotationSummary[] }) {
  return (
    <ul aria-label="Quotations" className="space-y-3">
      {quotations.map((q) => (
        <li key={q._id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/quotations/${q._id}`}
              className="font-mono font-semibold text-brand-800 underline"
            >
              {q.number}
            </Link>
            <QuotationStatusBadge status={q.status} />
          </div>
          <p className="mt-1 font-medium text-ink">{q.organisation}</p>
          <p className="mt-1 text-sm text-muted">
            {formatPrice(q.total)} · valid until {formatQuotationDay(q.validUntil)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Wide screens: one row per quotation. */
export function QuotationTable({ quotations }: { quotations: QuotationSummary[] }) {
  return (
    <Table
      caption="Quotations"
      columns={['Number', 'Status', 'Organisation', { label: 'Total', right: true }, 'Valid until']}
    >
      {quotations.map((q) => (
        <tr key={q._id}>
          <td className={td}>
            <Link
              to={`/quotations/${q._id}`}
              className="font-mono font-semibold text-brand-800 underline"
            >
              {q.number}
            </Link>
          </td>
          <td className={td}>
            <QuotationStatusBadge status={q.status} />
          </td>
          <td className={td}>
            {q.organisation}
            <span className="block text-xs text-muted">{q.contactName}</span>
          </td>
          <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
            {formatPrice(q.total)}
          </td>
          <td className={`${td} whitespace-nowrap`}>{formatQuotationDay(q.validUntil)}</td>
        </tr>
      ))}
    </Table>
  );
}
