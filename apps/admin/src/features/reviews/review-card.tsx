import { imageAtWidth, type AdminReview } from '@shop/contracts';
import { Button } from '@shop/ui';
import { ReviewedProductLink } from '../../components/reviewed-product-link';
import { formatDateTime, formatStars } from '../../lib/format';

/** One review for moderation. Its text is rendered as text (never as HTML), whatever it holds. */
export function ReviewCard({
  review,
  busy,
  onApprove,
  onReject,
  onDelete,
}: {
  review: AdminReview;
  busy: boolean;
  onApprove?: () => void;
  onReject?: () => void;
  onDelete: () => void;
}) {
  return (
    <article className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <div className="flex flex-wrap items-start gap-3">
        {review.product.image[0] ? (
          <img
            src={imageAtWidth(review.product.image[0], 240)}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <ReviewedProductLink product={review.product} />
          <p className="text-sm text-muted">
            {review.author.name} · {review.author.email} ·{' '}
            {formatDateTime(Date.parse(review.createdAt))}
          </p>
        </div>
      </div>
      <p className="mt-3 text-accent-600">
        <span aria-hidden="true">{formatStars(review.rating)}</span>
        <span className="sr-only">Rated {review.rating} out of 5</span>
      </p>
      <h2 className="mt-1 font-semibold break-words text-ink">{review.title}</h2>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{review.comment}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {onApprove ? (
          <Button onClick={onApprove} disabled={busy}>
            Approve
          </Button>
        ) : null}
        {onReject ? (
          <Button variant="secondary" onClick={onReject} disabled={busy}>
            Reject
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onDelete} disabled={busy} className="text-red-700!">
          Delete
        </Button>
      </div>
    </article>
  );
}
