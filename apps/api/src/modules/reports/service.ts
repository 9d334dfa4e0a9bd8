import {
  CATEGORY_LABELS,
  isCategory,
  LOW_STOCK_LIST_SIZE,
  REPORT_DEFAULT_DAYS,
  REPORT_ROWS_SHOWN,
  SHOP_TIME_ZONE,
  SLOW_MOVING_LIST_SIZE,
  type SalesReportGroup,
  type SalesReportQuery,
  type SalesReportResponse,
  type StockReportResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { csvRow, csvRows, guardFormula, UTF8_BOM } from '../../lib/csv.ts';
import { addDays, shopDay } from '../../lib/shop-day.ts';
import { getShopSettings } from '../settings/index.ts';
import { lowStock } from '../stock/index.ts';
import {
  rangeTotals,
  salesByDay,
  salesByGroup,
  slowMoving,
  type DayRange,
  type GroupRow,
} from './queries.ts';

/** The range asked for, or the last REPORT_DEFAULT_DAYS shop days up to today. */
export function rangeOf(query: Pick<SalesReportQuery, 'from' | 'to'>, now: Date): DayRange {
  const to = query.to ?? shopDay(now);
  return { from: query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1)), to };
}

const categoryLabel = (name: string) => (isCategory(name) ? CATEGORY_LABELS[name] : name);

/** A grouped row as staff read it: categories by their label, not their stored name. */
function shown(row: GroupRow, by: SalesReportGroup) {
  const { groups: _groups, ...figures } = row;
  if (by === 'category') return { ...figures, label: categoryLabel(row.label) };
  if (by === 'product') return { ...figures, detail: categoryLabel(row.detail) };
  return figures;
}

/** Every shop day from `from` to `to`, oldest first, days without sales as zeros. */
function everyDay(
  range: DayRange,
  days: { day: string; orders: number; units: number; revenue: number }[],
) {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const found = byDay.get(day);
    out.push({
      day,
      orders: found?.orders ?? 0,
      units: found?.units ?? 0,
      revenue: found?.revenue ?? 0,
    });
  }
  return out;
}

/** `GET /api/admin/reports/sales`: totals, the best groups, and a day-by-day series. */
export async function salesReport(
  db: Db,
  query: SalesReportQuery,
  now = new Date(),
): Promise<SalesReportResponse> {
  const range = rangeOf(query, now);
  const [totals, rows, days] = await Promise.all([
    rangeTotals(db, range),
    salesByGroup(db, range, query.by, REPORT_ROWS_SHOWN),
    salesByDay(db, range),
  ]);
  return {
    success: true,
    timeZone: SHOP_TIME_ZONE,
    ...range,
    by: query.by,
    totals,
    rowCount: rows[0]?.groups ?? 0,
    rows: rows.map((row) => shown(row, query.by)),
    daily: everyDay(range, days),
  };
}

const CSV_HEADERS: Record<SalesReportGroup, string[]> = {
  product: ['product id', 'product', 'category'],
  category: ['category'],
  customer: ['customer id', 'customer', 'email'],
};

/** The same report as CSV, every group, the best first; amounts in whole SSP. */
export async function salesReportCsv(db: Db, query: SalesReportQuery, now = new Date()) {
  const range = rangeOf(query, now);
  const rows = (await salesByGroup(db, range, query.by)).map((row) => shown(row, query.by));
  const cells = rows.map((row) => {
    const who = {
      product: [row.key, row.label, row.detail],
      category: [row.label],
      customer: [row.key, row.label, row.detail],
    }[query.by];
    return [...who, String(row.orders), String(row.units), String(row.revenue)].map(guardFormula);
  });
  return {
    name: `sales-by-${query.by}-${range.from}-to-${range.to}.csv`,
    body:
      UTF8_BOM +
      csvRow([...CSV_HEADERS[query.by], 'orders', 'units', 'revenue (SSP)']) +
      csvRows(cells),
  };
}

/** `GET /api/admin/reports/stock`: low stock (the setting's threshold) and slow-moving products. */
export async function stockReport(
  db: Db,
  days: number,
  now = new Date(),
): Promise<StockReportResponse> {
  const since = addDays(shopDay(now), -(days - 1));
  const settings = await getShopSettings(db);
  const [low, slow] = await Promise.all([
    lowStock(db, settings.lowStockThreshold, LOW_STOCK_LIST_SIZE * 5),
    slowMoving(db, since, SLOW_MOVING_LIST_SIZE),
  ]);
  return {
    success: true,
    days,
    lowStock: low,
    slowMoving: slow.map(({ id, category, ...rest }) => ({
      _id: id,
      category: categoryLabel(category),
      ...rest,
    })),
  };
}
