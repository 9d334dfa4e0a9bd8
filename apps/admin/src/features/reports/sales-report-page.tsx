import {
  SALES_REPORT_GROUPS,
  type SalesReportGroup,
  type SalesReportResponse,
} from '@shop/contracts';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { CardsOrTable } from '../../components/cards-or-table';
import { DownloadButton } from '../../components/download-button';
import { DayField } from '../../components/day-field';
import { FilterForm } from '../../components/filter-form';
import { PillTabs } from '../../components/pill-tabs';
import { QueryState } from '../../components/query-state';
import { SalesChart } from '../../components/sales-chart';
import { td } from '../../components/table';
import { formatDate, formatPrice } from '../../lib/format';
import { downloadSalesReportCsv } from './api/export-sales-report';
import { useSalesReport } from './api/get-sales-report';
import { ReportsHeader } from './reports-header';
import { GROUP_LABELS, rangePresets, reportQueryOf } from './report-range';

const dayText = (day: string) => formatDate(Date.parse(`${day}T12:00:00+02:00`));

/** The address of the same report with some parameters changed. */
function withParams(params: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) next.set(key, value);
  return `?${next.toString()}`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm text-muted">{label}</p>
      {/* Long amounts break between 'SSP' and the number, never inside it. */}
      <p className="mt-1 text-xl font-bold text-ink sm:text-2xl">{value}</p>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
    </div>
  );
}

const FIRST_COLUMN: Record<SalesReportGroup, string> = {
  product: 'Product',
  category: 'Category',
  customer: 'Customer',
};

/** A row's name, linked to the product or the customer it is about. */
function RowName({ row, by }: { row: SalesReportResponse['rows'][number]; by: SalesReportGroup }) {
  const to =
    by === 'product' ? `/products/${row.key}` : by === 'customer' ? `/customers/${row.key}` : null;
  return (
    <>
      {to ? (
        <Link to={to} className="font-medium break-words text-brand-700 hover:underline">
          {row.label || 'Account removed'}
        </Link>
      ) : (
        <span className="font-medium text-ink">{row.label}</span>
      )}
      {row.detail ? (
        <span className="mt-0.5 block text-xs break-all text-muted">{row.detail}</span>
      ) : null}
    </>
  );
}

function SalesTable({ report }: { report: SalesReportResponse }) {
  const { rows, by, totals } = report;
  if (rows.length === 0)
    return <p className="text-sm text-muted">Nothing was sold on these days.</p>;
  const share = (revenue: number) =>
    totals.revenue > 0 ? `${((revenue / totals.revenue) * 100).toFixed(1)} %` : '';
  const caption = `Sales ${GROUP_LABELS[by].toLowerCase()}, the most revenue first`;
  return (
    <>
      {/* On a phone each row is a card, so the revenue is never off the screen's edge. */}
      <CardsOrTable
        label={caption}
        cards={rows.map((row) => (
          <li key={row.key} className="px-4 py-3">
            <RowName row={row} by={by} />
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="text-muted">
                {row.orders.toLocaleString('en-US')} {row.orders === 1 ? 'order' : 'orders'},{' '}
                {row.units.toLocaleString('en-US')} {row.units === 1 ? 'unit' : 'units'}
              </span>
              <span className="font-semibold whitespace-nowrap text-ink">
                {formatPrice(row.revenue)}{' '}
                <span className="font-normal text-muted">({share(row.revenue)})</span>
              </span>
            </p>
          </li>
        ))}
        columns={[
          FIRST_COLUMN[by],
          { label: 'Orders', right: true },
          { label: 'Units', right: true },
          { label: 'Revenue', right: true },
          { label: 'Share', right: true },
        ]}
        rows={rows.map((row) => (
          <tr key={row.key}>
            <td className={`${td} min-w-48`}>
              <RowName row={row} by={by} />
            </td>
            <td className={`${td} text-right`}>{row.orders.toLocaleString('en-US')}</td>
            <td className={`${td} text-right`}>{row.units.toLocaleString('en-US')}</td>
            <td className={`${td} text-right whitespace-nowrap`}>{formatPrice(row.revenue)}</td>
            <td className={`${td} text-right whitespace-nowrap text-muted`}>
              {share(row.revenue)}
            </td>
          </tr>
        ))}
      />
      {report.rowCount > rows.length ? (
        <p className="mt-2 text-sm text-muted">
          The {rows.length} best of {report.rowCount.toLocaleString('en-US')}; the CSV holds them
          all.
        </p>
      ) : null}
    </>
  );
}

/**
 * Sales over any range of shop days (Juba), grouped by product, category or customer: the
 * figures, a chart per day, a table and its CSV. Cancelled orders sell nothing; revenue is the
 * goods' value, delivery fees apart.
 */
export function SalesReportPage() {
  const [params] = useSearchParams();
  const query = reportQueryOf(params);
  const report = useSalesReport(query);
  const answer = report.data;
  const by = query.by ?? 'product';
  const now = new Date();

  return (
    <>
      <ReportsHeader
        actions={
          <DownloadButton download={() => downloadSalesReportCsv(query)}>Export CSV</DownloadButton>
        }
      />
      <FilterForm<{ q?: string; from?: string; to?: string }>
        values={{ from: answer?.from ?? query.from, to: answer?.to ?? query.to }}
        keys={['from', 'to']}
        kept={{ by }}
        columns="sm:grid-cols-[1fr_1fr_auto]"
        label="Report range"
        submitLabel="Show"
        clearable={false}
      >
        <DayField label="From" name="from" defaultValue={answer?.from ?? query.from ?? ''} />
        <DayField label="To" name="to" defaultValue={answer?.to ?? query.to ?? ''} />
      </FilterForm>
      <nav aria-label="Ranges" className="-mt-2 mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {rangePresets(now).map((preset) => (
          <Link
            key={preset.label}
            to={withParams(params, { from: preset.from, to: preset.to })}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline sm:min-h-0"
          >
            {preset.label}
          </Link>
        ))}
      </nav>
      <QueryState query={report}>
        {answer ? (
          <div className="space-y-4">
            <p className="text-sm text-muted">
              {dayText(answer.from)} to {dayText(answer.to)}, Juba days. Cancelled orders are left
              out.
            </p>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Figure
                label="Goods sold"
                value={formatPrice(answer.totals.revenue)}
                note="Delivery fees apart"
              />
              <Figure label="Orders" value={answer.totals.orders.toLocaleString('en-US')} />
              <Figure label="Units" value={answer.totals.units.toLocaleString('en-US')} />
              <Figure label="Delivery fees" value={formatPrice(answer.totals.deliveryFees)} />
            </div>
            <Card title="Goods sold per day">
              <SalesChart
                daily={answer.daily}
                caption={`Revenue per day from ${dayText(answer.from)} to ${dayText(answer.to)}`}
              />
            </Card>
            <PillTabs
              label="Group the sales"
              tabs={SALES_REPORT_GROUPS.map((group) => ({
                key: group,
                label: GROUP_LABELS[group],
                to: withParams(params, { by: group }),
                active: group === by,
              }))}
            />
            <SalesTable report={answer} />
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
