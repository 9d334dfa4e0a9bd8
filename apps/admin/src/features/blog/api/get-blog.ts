import type { AdminBlog } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogsKey } from './get-blogs';

export const blogKey = (id: string) => [...blogsKey, 'one', id] as const;

/** GET /api/admin/blogs/:id: the post as staff see it, a draft too, with its status. */
export function useBlog(id: string | undefined) {
  return useQuery({
    queryKey: blogKey(id ?? ''),
    queryFn: ({ signal }) => api<AdminBlog>(`/api/admin/blogs/${id}`, { signal }),
    enabled: Boolean(id),
    // The form starts from what was loaded; a refetch on focus must not reset what staff typed.
    refetchOnWindowFocus: false,
  });
}
