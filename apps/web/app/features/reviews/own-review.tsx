import { REVIEW_MESSAGES as M, type Review } from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import type { Ref } from 'react';
import { ReviewBody } from './review-card';

const BADGES = {
  approved: { text: M.verified, className: 'bg-green-100 text-green-800' },
  pending: { text: M.pending, className: 'bg-amber-100 text-amber-900' },
  rejected: { text: 'Not published', className: 'bg-red-100 text-red-800' },
} as const;

const NOTES = {
  approved: 'Everyone can read it in the list of reviews.',
  pending: 'Only you can see it until our team has approved it.',
  rejected: 'Our team did not publish it. Edit it to send it for approval again.',
} as const;

/** The signed-in author's own review, in any status, with its badge, Edit and Delete. */
export function OwnReview({
  review,
  headingRef,
  onEdit,
  onDelete,
}: {
  review: Review;
  /** Focus lands here after the review was saved or the edit cancelled. */
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const badge = BADGES[review.status];
  return (
    <article
      aria-labelledby="own-review-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-2 ring-brand-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id="own-review-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-ink focus:outline-none"
        >
          Your review
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-bold ${badge.className}`}>
          {badge.text}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">{NOTES[review.status]}</p>
      <div className="mt-4">
        <ReviewBody review={review} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={onEdit}>
          Edit<span className="sr-only"> your review</span>
        </button>
        <button
          type="button"
          className={buttonClass('ghost', 'text-red-700! hover:bg-red-50')}
          onClick={onDelete}
        >
          Delete<span className="sr-only"> your review</span>
        </button>
      </div>
    </article>
  );
}
