import type { AdminBlogListResponse } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const blogsKey = ['admin-blogs'] as const;

/** GET /api/admin/blogs: every post, drafts and scheduled ones too, newest first. */
export function useBlogs() {
  return useQuery({
    queryKey: [...blogsKey, 'list'],
    queryFn: ({ signal }) => api<AdminBlogListResponse>('/api/admin/blogs', { signal }),
  });
}
