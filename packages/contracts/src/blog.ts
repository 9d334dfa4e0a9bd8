import { z } from 'zod';

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

// Inferred shapes of this module's requests and responses, for the clients.
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;
export type BlogParams = z.input<typeof blogParamsSchema>;
