import type { MessageResponse } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

/** DELETE /api/reviews/delete with {reviewId} (the spec's call; staff may delete any review). */
export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) =>
      api<MessageResponse>('/api/reviews/delete', {
        method: 'DELETE',
        body: { reviewId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
