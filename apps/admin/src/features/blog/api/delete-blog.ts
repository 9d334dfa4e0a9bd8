import type { MessageResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogsKey } from './get-blogs';

/** DELETE /api/admin/blogs/:id: the post and its uploaded picture go. */
export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<MessageResponse>(`/api/admin/blogs/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => client.removeQueries({ queryKey: [...blogsKey, 'one', id] }),
    onSettled: () => client.invalidateQueries({ queryKey: [...blogsKey, 'list'] }),
  });
}
