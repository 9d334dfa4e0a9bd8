import { z } from 'zod';
import { LEGAL_PAGES } from './legal-rules.ts';

/** A day, YYYY-MM-DD (UTC), as a sitemap's <lastmod> takes it. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `GET /api/sitemap`: what the storefront's /sitemap.xml lists, read in one query: every product
 * on sale and every blog post, oldest first (a new one joins the last sitemap part, the others
 * stay as they were), with the day each last changed; and the legal pages staff have rewritten.
 */
export const sitemapResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(z.object({ id: z.string(), lastmod: day })),
  blogs: z.array(z.object({ id: z.string(), lastmod: day })),
  pages: z.array(z.object({ slug: z.enum(LEGAL_PAGES), lastmod: day })),
});
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;
