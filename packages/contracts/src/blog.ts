import { z } from 'zod';
import { pagedResponse, pagingQuery } from './api.ts';
import { BLOG_PAGE_SIZE_MAX } from './blog-status.ts';

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  /** Plain text; paragraphs are separated by blank lines. */
  content: z.string(),
  createdAt: z.string(),
  /** When it appeared (or appears) on the shop: the date it shows, and its place in the lists. */
  publishedAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /api/blogs answers a plain array (the spec's exception to the envelope). */
export const blogListResponseSchema = z.array(blogSchema);
export const blogParamsSchema = z.object({ id: z.string() });

/** A post in a list: everything a card shows, without the text (smaller pages on costly data). */
export const blogSummarySchema = blogSchema.omit({ content: true }).extend({
  excerpt: z.string(),
  readingMinutes: z.number().int(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** GET /api/blogs/list: one page of the published posts, newest first. */
export const blogPageQuerySchema = z.object({
  ...pagingQuery(BLOG_PAGE_SIZE_MAX),
});
export const blogPageResponseSchema = pagedResponse('posts', blogSummarySchema).extend({
  totalPages: z.number().int(),
});

/** The posts before and after one, by publish date: links only. */
export const blogLinkSchema = z.object({ _id: z.string(), title: z.string() });
export type BlogLink = z.infer<typeof blogLinkSchema>;
/** GET /api/blogs/:id/neighbours: `previous` is the older post, `next` the newer one. */
export const blogNeighboursResponseSchema = z.object({
  success: z.literal(true),
  previous: blogLinkSchema.nullable(),
  next: blogLinkSchema.nullable(),
});

// Inferred shapes of this module's requests and responses, for the clients.
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
export type BlogParams = z.input<typeof blogParamsSchema>;
export type BlogPageQuery = z.input<typeof blogPageQuerySchema>;
export type BlogPageResponse = z.infer<typeof blogPageResponseSchema>;
export type BlogNeighboursResponse = z.infer<typeof blogNeighboursResponseSchema>;
