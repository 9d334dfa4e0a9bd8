import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES as M, REVIEW_TITLE_MAX } from '@shop/contracts/client';
import { Button } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CountedField } from './counted-field';
import { RatingInput } from './rating-input';
import { FIELD_ORDER, validateReview, type ReviewFields } from './review-validation';

/**
 * Writing or editing a review (docs/spec/storefront.md section 5). Messages show beside the fields; the
 * parent sends the review and says how it went. Visitors may write first: the text is kept
 * while they sign in (`onDraft`).
 */
export function ReviewForm({
  editing,
  initial,
  signedIn,
  loginHref,
  onSubmit,
  onDraft,
  onCancel,
}: {
  editing: boolean;
  initial: ReviewFields;
  signedIn: boolean;
  loginHref: string;
  /** Resolves once the call has ended; the parent closes the form when it succeeded. */
  onSubmit: (fields: ReviewFields) => Promise<void>;
  onDraft: (fields: ReviewFields) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const commentRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Opening the form takes the reader to it.
  useEffect(() => headingRef.current?.focus(), []);

  const errors = validateReview(fields);
  // Before a first submit, only a text past its limit is pointed out (the counter says so too).
  const shown = submitted
    ? errors
    : {
        title: fields.title.length > REVIEW_TITLE_MAX ? errors.title : undefined,
        comment: fields.comment.length > REVIEW_COMMENT_MAX ? errors.comment : undefined,
      };

  const change = (patch: Partial<ReviewFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    if (!editing) onDraft(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const first = FIELD_ORDER.find((name) => errors[name]);
    // Signed out, the parent answers with the spec's login message before any field rule.
    if (first && signedIn) {
      if (first === 'title') titleRef.current?.focus();
      else if (first === 'comment') commentRef.current?.focus();
      else formRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ ...fields, title: fields.title.trim(), comment: fields.comment.trim() });
    } finally {
      setBusy(false);
    }
  };

  const heading = editing ? 'Edit your review' : M.writeReview;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="review-form-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h3
        id="review-form-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-ink focus:outline-none"
      >
        {heading}
      </h3>
      <div className="mt-4 space-y-5">
        <RatingInput
          name="review-rating"
          value={fields.rating}
          onChange={(rating) => change({ rating })}
          error={shown.rating}
        />
        <CountedField
          id="review-title"
          label="Title"
          value={fields.title}
          max={REVIEW_TITLE_MAX}
          error={shown.title}
          fieldRef={titleRef}
          onChange={(title) => change({ title })}
        />
        <CountedField
          id="review-comment"
          label="Your review"
          value={fields.comment}
          max={REVIEW_COMMENT_MAX}
          error={shown.comment}
          multiline
          fieldRef={commentRef}
          onChange={(comment) => change({ comment })}
        />
      </div>
      {!signedIn && (
        <p className="mt-5 rounded-lg bg-brand-50 px-4 py-3 text-sm text-ink">
          You need an account to post a review.{' '}
          <Link to={loginHref} className="font-semibold text-brand-700 underline">
            Sign in
          </Link>{' '}
          and you will come back here with what you have written.
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : editing ? 'Save changes' : 'Submit Review'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
