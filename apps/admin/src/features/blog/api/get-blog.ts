import type { Blog } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogsKey } from './get-blogs';

export const blogKey = (id: string) => [...blogsKey, 'one', id] as const;

/** GET /api/blogs/:id: the post as the storefront shows it (the object itself, no envelope). */
export function useBlog(id: string | undefined) {
  return useQuery({
    queryKey: blogKey(id ?? ''),
    queryFn: ({ signal }) => api<Blog>(`/api/blogs/${id}`, { signal }),
    enabled: Boolean(id),
    // The form starts from what was loaded; a refetch on focus must not reset what staff typed.
    refetchOnWindowFocus: false,
  });
}
