import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
// CSV with the formula guard, as the product export (docs/architecture.md, "Security and
// accessibility").
import { csvExport } from '../../lib/csv.ts';
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

const time = (date: Date | null) => date?.toISOString() ?? '';

/** One address; times as ISO 8601 in UTC, empty while the event has not happened. */
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
