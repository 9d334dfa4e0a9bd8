// A blog post's life (docs/decisions/0059-blog-pages-drafts-and-schedule.md): its states, the
// pages of /blog and the staff's words, shared by the API, the storefront and the admin site.
// Zod-free, so the browser can use them.

/** What is stored: a draft is seen by staff alone; a published post from its publish time on. */
export const BLOG_STORED_STATUSES = ['draft', 'published'] as const;
export type BlogStoredStatus = (typeof BLOG_STORED_STATUSES)[number];

/** What staff see: a published post whose time has not come yet is scheduled. */
export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_STATUS_LABELS: Record<BlogStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Posts on one page of /blog: rows of three on a wide screen, of two on a tablet. */
export const BLOG_PAGE_SIZE = 12;
/** The most posts one call of GET /api/blogs/list answers (the RSS feed asks for its items). */
export const BLOG_PAGE_SIZE_MAX = 50;
/** Items of /blog/rss.xml: the newest posts. */
export const BLOG_FEED_ITEMS = 20;
