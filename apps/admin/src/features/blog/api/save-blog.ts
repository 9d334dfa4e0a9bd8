import type { AdminBlogResponse, BlogInput } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKey } from './get-blog';
import { blogsKey } from './get-blogs';

/** POST /api/admin/blogs (new post) or PUT /api/admin/blogs/:id (edit; the date stays). */
export function useSaveBlog(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInput) =>
      id
        ? api<AdminBlogResponse>(`/api/admin/blogs/${id}`, { method: 'PUT', body: input })
        : api<AdminBlogResponse>('/api/admin/blogs', { method: 'POST', body: input }),
    onSuccess: (answer) => client.setQueryData(blogKey(answer.blog._id), answer.blog),
    onSettled: () => client.invalidateQueries({ queryKey: [...blogsKey, 'list'] }),
  });
}
