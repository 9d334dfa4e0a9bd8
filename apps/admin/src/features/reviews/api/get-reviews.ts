import type { AdminReviewsResponse, ReviewStatus } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reviewsKey = ['admin-reviews'] as const;

/** GET /api/admin/reviews?status=: pending oldest first (a queue), the others newest first. */
export function useAdminReviews(status: ReviewStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...reviewsKey, status, page, pageSize],
    queryFn: ({ signal }) =>
      api<AdminReviewsResponse>('/api/admin/reviews', {
        query: { status, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
