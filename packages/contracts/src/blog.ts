import { z } from 'zod';
import { BLOG_EXCERPT_LENGTH, WORDS_PER_MINUTE } from './limits.ts';

export const blogSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  /** Plain text; paragraphs are separated by blank lines. */
  content: z.string(),
  createdAt: z.string(),
});
export type Blog = z.infer<typeof blogSchema>;

/** GET /api/blogs answers a plain array (the spec's exception to the envelope). */
export const blogListResponseSchema = z.array(blogSchema);
export const blogParamsSchema = z.object({ id: z.string() });

export function blogExcerpt(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > BLOG_EXCERPT_LENGTH ? `${flat.slice(0, BLOG_EXCERPT_LENGTH)}...` : flat;
}

/** Reading time: words divided by 200, rounded up (account-and-company-site.md section 9). */
export function readingMinutes(content: string): number {
  const words = content.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function blogParagraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
