import { REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { toastOutcome } from '../../components/toaster';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { useDeleteReview } from './api/delete-review';
import { useAdminReviews } from './api/get-reviews';
import { useModerateReview } from './api/moderate-review';
import { ReviewCard } from './review-card';

const PAGE_SIZE = 20;
const TAB_LABELS: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The moderation queue: approve or reject what customers wrote; look back at past decisions. */
export function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const status = (REVIEW_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ReviewStatus)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useAdminReviews(status, page, PAGE_SIZE);
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const deleting = useConfirmedDelete<AdminReview>(remove, {
    title: 'Delete this review?',
    confirmLabel: 'Delete review',
    body: (review) => (
      <>
        “{review.title}” by {review.author.name} will be removed for good, and the product's rating
        recalculated.
      </>
    ),
  });

  const act = (review: AdminReview, action: 'approve' | 'reject') =>
    moderate.mutate({ id: review._id, action }, toastOutcome);

  return (
    <>
      <PageHeader
        title="Reviews"
        description="A review appears on the shop only once approved. Editing sends it back here."
      />
      <div role="tablist" aria-label="Review states" className="mb-4 flex gap-2">
        {REVIEW_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            onClick={() => setParams({ status: s })}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              s === status ? 'bg-brand-700 text-white' : 'bg-white text-ink ring-1 ring-stone-300'
            }`}
          >
            {TAB_LABELS[s]}
            {s === status && reviews.data ? ` (${reviews.data.total})` : ''}
          </button>
        ))}
      </div>
      <QueryState
        query={reviews}
        isEmpty={reviews.data?.reviews.length === 0}
        empty={
          status === 'pending' ? 'Nothing waiting: every review has been looked at.' : 'None yet.'
        }
      >
        <div className="grid gap-4 xl:grid-cols-2">
          {reviews.data?.reviews.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              busy={moderate.isPending || remove.isPending}
              onApprove={status !== 'approved' ? () => act(review, 'approve') : undefined}
              onReject={status !== 'rejected' ? () => act(review, 'reject') : undefined}
              onDelete={() => deleting.ask(review)}
            />
          ))}
        </div>
        <Pager
          of={reviews.data && { page, pageSize: PAGE_SIZE, total: reviews.data.total }}
          onPage={(next) => setParams({ status, page: String(next) })}
        />
      </QueryState>
      {deleting.prompt}
    </>
  );
}
