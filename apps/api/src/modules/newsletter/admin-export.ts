import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
// The product export's CSV writing and formula guard (docs/architecture.md section 7).
import { csvRow, csvRows, guardFormula, UTF8_BOM } from '../../lib/csv.ts';
import { findExportPage, type SubscriberFilters } from './admin-queries.ts';
import type { SubscriberRow } from './subscriber-mapper.ts';

export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'subscribed',
  'confirmed',
  'unsubscribed',
] as const;

const PAGE = 1000;

const time = (date: Date | null) => date?.toISOString() ?? '';

/** One address; times as ISO 8601 in UTC, empty while the event has not happened. */
export function csvCellsOf(row: SubscriberRow): string[] {
  return [
    row.email,
    row.status,
    time(row.createdAt),
    time(row.confirmedAt),
    time(row.unsubscribedAt),
  ].map(guardFormula);
}

/** The addresses matching the filters as a CSV stream, newest first, a page at a time. */
export function exportSubscribersCsv(db: Db, filters: SubscriberFilters): Readable {
  async function* lines() {
    yield UTF8_BOM + csvRow(SUBSCRIBER_CSV_COLUMNS);
    let afterId: string | null = null;
    for (;;) {
      const rows = await findExportPage(db, filters, afterId, PAGE);
      if (rows.length) yield csvRows(rows.map(csvCellsOf));
      if (rows.length < PAGE) return;
      afterId = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}

/** `subscribers-2026-11-01.csv`: the day of the export, so saved files sort and do not clash. */
export function exportFileName(now = new Date()): string {
  return `subscribers-${now.toISOString().slice(0, 10)}.csv`;
}
