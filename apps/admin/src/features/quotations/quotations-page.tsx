import {
  QUOTATION_PAGE_SIZE,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUSES,
  type QuotationStatus,
} from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PagedResults } from '../../components/paged-results';
import { usePageParam } from '../../components/pager';
import { PillTabs } from '../../components/pill-tabs';
import { useQuotations } from './api/get-quotations';
import { QuotationCards, QuotationTable } from './quotation-rows';

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
  return (
    <>
      <PageHeader
        title="Quotations"
        description="Proforma invoices for organisations. A customer accepts one online and it becomes an order at the quoted prices."
        create={{ to: '/quotations/new', label: 'New quotation' }}
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
      <PagedResults
        query={quotations}
        items={(answer) => answer.quotations}
        empty={
          status
            ? 'No quotation with this status.'
            : 'No quotation yet. Make one with New quotation.'
        }
        onPage={setPage}
        wideFrom="lg"
        cards={(answer) => <QuotationCards quotations={answer.quotations} />}
        table={(answer) => <QuotationTable quotations={answer.quotations} />}
      />
    </>
  );
}
