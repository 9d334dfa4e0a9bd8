import type { Review } from '@shop/contracts/client';
import { Stars } from './stars';
import { formatReviewDate, initialsOf } from './review-format';

/** The author's picture, or their initials when they have none. */
function AuthorPicture({ name, picture }: { name: string; picture: string }) {
  if (picture)
    return (
      <img
        src={picture}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full bg-stone-100 object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initialsOf(name) || '?'}
    </span>
  );
}

/** The stars, title, text and date of a review. Every word is React text, never markup. */
export function ReviewBody({ review }: { review: Review }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} className="text-base" />
        <span className="sr-only">Rated {review.rating} out of 5.</span>
        <time dateTime={review.createdAt} className="text-sm text-muted">
          {formatReviewDate(review.createdAt)}
        </time>
      </p>
      <h4 className="mt-2 font-semibold break-words text-ink">{review.title}</h4>
      <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted">
        {review.comment}
      </p>
    </>
  );
}

/** One published review with its author. */
export function ReviewCard({ review }: { review: Review }) {
  const name = review.userId.name || 'Customer';
  return (
    <article className="flex gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:gap-4 sm:p-5">
      <AuthorPicture name={name} picture={review.userId.profilePicture} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-ink">{name}</p>
        <div className="mt-1">
          <ReviewBody review={review} />
        </div>
      </div>
    </article>
  );
}
