import { RATING_MAX, RATING_MIN, SHOP_TIME_ZONE, type ReviewStats } from '@shop/contracts/client';

// The shop's clock: the server renders these dates and the browser hydrates them, so both must
// use one time zone (the visitor's own would differ from the server's around midnight).
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/** '2025-03-05T10:00:00Z' -> '5 Mar 2025' (South Sudan time); '' for an unreadable date. */
export function formatReviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : dateFormat.format(time);
}

export interface DistributionRow {
  stars: number;
  count: number;
  /** Share of all reviews, 0-100, rounded. */
  percent: number;
}

/** The summary's bars, 5 stars first; a product without reviews gets empty bars. */
export function distributionRows(stats: ReviewStats): DistributionRow[] {
  const counts = stats.ratingDistribution as Record<number, number | undefined>;
  const rows: DistributionRow[] = [];
  const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
  for (let stars = RATING_MAX; stars >= RATING_MIN; stars--) {
    const count = counts[stars] ?? 0;
    rows.push({ stars, count, percent: total > 0 ? Math.round((count / total) * 100) : 0 });
  }
  return rows;
}

/** '3 reviews', as the spec writes it for every count ('{n} reviews'). */
export const reviewCount = (n: number) => `${n} reviews`;

/** 'Achol Deng' -> 'AD'; letters only, so a name written as markup stays harmless and short. */
export function initialsOf(name: string): string {
  const words = name.match(/\p{L}+/gu) ?? [];
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
