import type { ReviewMessageResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

/** POST /api/admin/reviews/:id/approve or /reject. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'approve' | 'reject' }) =>
      api<ReviewMessageResponse>(`/api/admin/reviews/${id}/${action}`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
