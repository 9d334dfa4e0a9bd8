import {
  QUOTATION_PAGE_SIZE,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  formatQuotationDay,
  type QuotationStatus,
} from '@shop/contracts';
import { buttonClass } from '@shop/ui';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Pager, usePageParam } from '../../components/pager';
import { PillTabs } from '../../components/pill-tabs';
import { QueryState } from '../../components/query-state';
import { Table, td } from '../../components/table';
import { formatPrice } from '../../lib/format';
import { useQuotations } from './api/get-quotations';
import { QuotationStatusBadge } from './quotation-status';

const isStatus = (s: string | null): s is QuotationStatus =>
  (QUOTATION_STATUSES as readonly string[]).includes(s ?? '');

/** Quotations newest first, by status: what is waiting to be sent, sent, accepted, expired. */
export function QuotationsPage() {
  const [params] = useSearchParams();
  const status = isStatus(params.get('status'))
    ? (params.get('status') as QuotationStatus)
    : undefined;
  const [page, setPage] = usePageParam();
  const quotations = useQuotations({ page, pageSize: QUOTATION_PAGE_SIZE, status });
  const answer = quotations.data;
  return (
    <>
      <PageHeader
        title="Quotations"
        description="Proforma invoices for organisations. A customer accepts one online and it becomes an order at the quoted prices."
        actions={
          <Link to="/quotations/new" className={buttonClass()}>
            New quotation
          </Link>
        }
      />
      <PillTabs
        label="Quotations by status"
        tabs={[
          { key: 'all', label: 'All', to: '/quotations', active: !status },
          ...QUOTATION_STATUSES.map((s) => ({
            key: s,
            label: QUOTATION_STATUS_LABELS[s],
            to: `/quotations?status=${s}`,
            active: status === s,
          })),
        ]}
      />
      <QueryState
        query={quotations}
        isEmpty={answer?.quotations.length === 0}
        empty={
          status
            ? 'No quotation with this status.'
            : 'No quotation yet. Make one with New quotation.'
        }
      >
        {answer ? (
          <>
            <ul className="space-y-3 lg:hidden">
              {answer.quotations.map((q) => (
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
            <div className="hidden lg:block">
              <Table
                caption="Quotations"
                columns={[
                  'Number',
                  'Status',
                  'Organisation',
                  { label: 'Total', right: true },
                  'Valid until',
                ]}
              >
                {answer.quotations.map((q) => (
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
                    <td className={`${td} whitespace-nowrap`}>
                      {formatQuotationDay(q.validUntil)}
                    </td>
                  </tr>
                ))}
              </Table>
            </div>
          </>
        ) : null}
        <Pager of={answer} onPage={setPage} />
      </QueryState>
    </>
  );
}
