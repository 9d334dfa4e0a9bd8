import type { DailySales } from '@shop/contracts';
import { formatPrice } from '../lib/format';

const HEIGHT = 160;

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/**
 * Revenue per day as bars (drawn in SVG: no chart library to download). The same figures are
 * in a table for screen readers; each bar also names its day and figures on hover. The dashboard
 * shows the last 30 days, the sales report the range asked for (`caption` says which).
 */
export function SalesChart({
  daily,
  caption = `Revenue per day over the last ${daily.length} days`,
}: {
  daily: DailySales[];
  caption?: string;
}) {
  const max = Math.max(1, ...daily.map((d) => d.revenue));
  const barWidth = 100 / Math.max(1, daily.length);
  return (
    <figure>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full"
        aria-hidden="true"
      >
        {daily.map((d, i) => {
          const h = (d.revenue / max) * (HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * barWidth + barWidth * 0.15}
              y={HEIGHT - h}
              width={barWidth * 0.7}
              height={Math.max(h, d.orders > 0 ? 2 : 0)}
              className="fill-brand-600"
            >
              <title>
                {shortDay(d.day)}: {d.orders} orders, {formatPrice(d.revenue)}
              </title>
            </rect>
          );
        })}
        <line
          x1="0"
          x2="100"
          y1={HEIGHT}
          y2={HEIGHT}
          className="stroke-stone-300"
          strokeWidth="1"
        />
      </svg>
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{daily[0] ? shortDay(daily[0].day) : ''}</span>
        <span>{daily.at(-1) ? shortDay(daily.at(-1)!.day) : ''}</span>
      </div>
      <figcaption className="sr-only">{caption}</figcaption>
      <table className="sr-only">
        <caption>Orders and revenue per day</caption>
        <thead>
          <tr>
            <th>Day</th>
            <th>Orders</th>
            <th>Revenue</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td>{shortDay(d.day)}</td>
              <td>{d.orders}</td>
              <td>{formatPrice(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
