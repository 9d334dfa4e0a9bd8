import { SHOP_TIME_ZONE, type BlogSummary } from '@shop/contracts/client';

/** What a blog card needs: the post without its full text (GET /api/blogs/list answers it). */
export type { BlogSummary };

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // The day in Juba, on server and browser alike (one zone, or hydration could differ).
  timeZone: SHOP_TIME_ZONE,
});

export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export const BLOG_IMAGE_WIDTHS = [480, 960, 1600] as const;
