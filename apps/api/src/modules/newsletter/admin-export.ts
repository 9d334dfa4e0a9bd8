import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
// CSV with the formula guard, as the product export (docs/architecture.md, "Security and
// accessibility").
import { csvExport } from '../../lib/csv.ts';
import { shopDateTime } from '../../lib/shop-day.ts';
import { findExportPage, type SubscriberFilters } from './admin-queries.ts';
import { subscriberState, type SubscriberRow } from './subscriber-mapper.ts';

export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'status',
  'subscribed',
  'confirmed',
  'unsubscribed',
  'bounced',
] as const;

const time = (date: Date | null) => (date ? shopDateTime(date) : '');

/**
 * One address; times in Juba time, 'YYYY-MM-DD HH:mm' as the admin shows days (issue 31: UTC ISO
 * strings read as the wrong day after 22:00), empty while the event has not happened.
 */
export function csvCellsOf(row: SubscriberRow): string[] {
  return [
    row.email,
    subscriberState(row),
    time(row.createdAt),
    time(row.confirmedAt),
    time(row.unsubscribedAt),
    time(row.bouncedAt),
  ];
}

/** The addresses matching the filters as a CSV stream, newest first. */
export function exportSubscribersCsv(db: Db, filters: SubscriberFilters): Readable {
  return csvExport(
    SUBSCRIBER_CSV_COLUMNS,
    (afterId, size) => findExportPage(db, filters, afterId, size),
    csvCellsOf,
  );
}
