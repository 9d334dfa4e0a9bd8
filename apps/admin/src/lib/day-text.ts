// Days typed the way the admin shows them ("7 Dec 2026", formatDate in lib/format.ts), for the
// lists' date filters (docs/decisions/0067): the browser's own date field shows its locale's
// format instead (12/07/2026 or 07.12.2026), which staff then read differently from every other
// date on the page.

const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The example the messages give. */
export const DAY_EXAMPLE = '7 Dec 2026';
export const DAY_UNREADABLE = `Not a real day, or not written as one: write it like ${DAY_EXAMPLE} (day, month, year)`;

const shown = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as the admin shows days ('7 Dec 2026'); '' stays ''. */
export function showDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return shown.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function monthOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  if (w.length < 3) return undefined;
  const index = FULL_MONTHS.findIndex((full) => full.startsWith(w));
  // 'sept' is how en-GB shortens September.
  return index >= 0 ? index + 1 : w === 'sept' ? 9 : undefined;
}

function day(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2200 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A typed day as 'YYYY-MM-DD': '7 Dec 2026', '7 December 2026', 'Dec 7, 2026', '07/12/2026' or
 * '7.12.2026' (day first, as the admin's dates), or '2026-12-07'. '' for an empty box; null when it
 * cannot be read as one real day (31 Nov, 13/13/2026, 'tomorrow').
 */
export function readDay(text: string): string | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return '';
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[ ./-]?([a-z]+\.?)[ ,./-]*(\d{4})$/i.exec(t);
  if (m) {
    const month = monthOf(m[2]!);
    return month ? day(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^([a-z]+\.?) (\d{1,2}),? (\d{4})$/i.exec(t);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? day(Number(m[3]), month, Number(m[2])) : null;
  }
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(t);
  if (m) return day(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}
