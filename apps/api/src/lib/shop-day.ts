// The shop's calendar days (SHOP_TIME_ZONE, Juba: UTC+2 all year). Staff count "today" and
// per-day figures the way the shop lives them, so an order placed at 23:30 UTC is already
// tomorrow's. The zone reaches SQL as a parameter, never spelled out twice.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/contracts';

const dayParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day at this instant, 'YYYY-MM-DD'. */
export function shopDay(at: Date): string {
  const part = (type: string) => dayParts.formatToParts(at).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const timeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The shop's day and time of this instant, 'YYYY-MM-DD HH:mm' (Juba): how exports write times,
 * the day as the admin's date filters take it, read by spreadsheets as a date and time.
 */
export function shopDateTime(at: Date): string {
  const part = (type: string) => timeParts.formatToParts(at).find((p) => p.type === type)!.value;
  return `${shopDay(at)} ${part('hour')}:${part('minute')}`;
}

/** The calendar day `n` days after `day` (before it when negative), 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** SQL: the shop's calendar day of a timestamptz, as 'YYYY-MM-DD' text. */
export const shopDayOf = (instant: AnyColumn | SQL) =>
  sql<string>`to_char((${instant} at time zone ${SHOP_TIME_ZONE})::date, 'YYYY-MM-DD')`;

/** SQL: the instant a shop day begins (its midnight in the shop's zone), as timestamptz. */
export const shopDayStart = (day: string) =>
  sql`((${day})::timestamp at time zone ${SHOP_TIME_ZONE})`;
