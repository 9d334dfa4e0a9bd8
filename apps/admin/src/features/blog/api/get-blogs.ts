import type { Blog } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const blogsKey = ['admin-blogs'] as const;

/** GET /api/blogs: every post, newest first, exactly as the storefront lists them. */
export function useBlogs() {
  return useQuery({
    queryKey: [...blogsKey, 'list'],
    queryFn: ({ signal }) => api<Blog[]>('/api/blogs', { signal }),
  });
}
