import type { StockReportResponse } from '@shop/contracts';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../components/card';
import { CardsOrTable } from '../../components/cards-or-table';
import { LowStockList } from '../../components/low-stock-list';
import { PillTabs } from '../../components/pill-tabs';
import { QueryState } from '../../components/query-state';
import { td } from '../../components/table';
import { Thumbnail } from '../../components/thumbnail';
import { formatDate } from '../../lib/format';
import { unitCount } from '../../lib/units';
import { useStockReport } from './api/get-stock-report';
import { ReportsHeader } from './reports-header';

/** The windows staff choose between for "slow": how long without selling is too long. */
const WINDOWS = [30, 60, 90, 180] as const;
const DEFAULT_WINDOW = 60;

/** The product's picture, name and category, opening its editor. */
function ProductName({ product }: { product: StockReportResponse['slowMoving'][number] }) {
  return (
    <Link to={`/products/${product._id}`} className="flex items-center gap-3 hover:underline">
      <Thumbnail src={product.image || undefined} size={40} />
      <span className="min-w-0">
        <span className="block font-medium break-words text-brand-700">{product.name}</span>
        <span className="block text-xs text-muted">{product.category}</span>
      </span>
    </Link>
  );
}

function SlowMoving({ report }: { report: StockReportResponse }) {
  if (report.slowMoving.length === 0)
    return <p className="text-sm text-muted">No counted product has units on hand.</p>;
  const caption = `Products on hand that sold least in the last ${report.days} days`;
  const lastSold = (day: string | null) =>
    day ? formatDate(Date.parse(`${day}T12:00:00+02:00`)) : 'Never';
  return (
    <>
      <CardsOrTable
        label={caption}
        cards={report.slowMoving.map((p) => (
          <li key={p._id} className="px-4 py-3">
            <ProductName product={p} />
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-sm text-muted">
              <span>{unitCount(p.onHand, p.unit)} on hand</span>
              <span>
                Sold: {p.sold === 0 ? 'none' : unitCount(p.sold, p.unit)}; last{' '}
                {lastSold(p.lastSold)}
              </span>
            </p>
          </li>
        ))}
        columns={[
          'Product',
          { label: 'On hand', right: true },
          { label: `Sold in ${report.days} days`, right: true },
          'Last sold',
        ]}
        rows={report.slowMoving.map((p) => (
          <tr key={p._id}>
            <td className={`${td} min-w-56`}>
              <ProductName product={p} />
            </td>
            <td className={`${td} text-right whitespace-nowrap`}>{unitCount(p.onHand, p.unit)}</td>
            <td
              className={`${td} text-right whitespace-nowrap ${p.sold === 0 ? 'font-semibold text-red-700' : ''}`}
            >
              {p.sold === 0 ? 'None' : unitCount(p.sold, p.unit)}
            </td>
            <td className={`${td} whitespace-nowrap text-muted`}>{lastSold(p.lastSold)}</td>
          </tr>
        ))}
      />
    </>
  );
}

/**
 * What the stock is doing: sizes running out (the low-stock setting), and products that tie up
 * stock without selling, over a window staff choose.
 */
export function StockReportPage() {
  const [params] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (WINDOWS as readonly number[]).includes(asked) ? asked : DEFAULT_WINDOW;
  const report = useStockReport(days);
  const answer = report.data;
  return (
    <>
      <ReportsHeader />
      <QueryState query={report}>
        {answer ? (
          <div className="space-y-4">
            <Card title="Low stock">
              <LowStockList lowStock={answer.lowStock} />
            </Card>
            <section aria-labelledby="slow-moving" className="space-y-3">
              <h2 id="slow-moving" className="text-base font-bold text-ink">
                Slow-moving products
              </h2>
              <p className="text-sm text-muted">
                Products with units on hand, the fewest sold first, then the most on hand.
              </p>
              <PillTabs
                label="Sales counted over"
                tabs={WINDOWS.map((window) => ({
                  key: String(window),
                  label: `${window} days`,
                  to: `?days=${window}`,
                  active: window === days,
                }))}
              />
              <SlowMoving report={answer} />
            </section>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
