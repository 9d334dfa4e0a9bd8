import { blogExcerpt, type Blog } from '@shop/contracts/client';

/** What a blog card needs: the post without its full text (smaller pages on costly data). */
export type BlogSummary = Omit<Blog, 'content'> & { excerpt: string };

export function toBlogSummary({ content, ...rest }: Blog): BlogSummary {
  return { ...rest, excerpt: blogExcerpt(content) };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // One zone on server and browser, or the date could differ and break hydration.
  timeZone: 'UTC',
});

export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export const BLOG_IMAGE_WIDTHS = [480, 960, 1600] as const;
