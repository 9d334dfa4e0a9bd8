import {
  NETWORK_ERROR_CODE,
  RATING_DEFAULT,
  REVIEW_MESSAGES as M,
  type Review,
} from '@shop/contracts/client';
import { buttonClass } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { loginPathFor } from '~/lib/return-path';
import { sessionStore, useSession } from '~/lib/session';
import { ApiError } from '~/lib/api';
import { notify } from '~/lib/notify';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { OwnReview } from './own-review';
import { clearDraft, readDraft, saveDraft } from './review-draft';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import { ReviewSummary } from './review-summary';
import type { ReviewFields } from './review-validation';
import { createReview, deleteReview, fetchProductReviews, updateReview } from './reviews-api';
import { EMPTY_STATS, type ReviewsSnapshot } from './reviews-snapshot';
import { useOwnReview } from './use-own-review';

const BLANK: ReviewFields = { rating: RATING_DEFAULT, title: '', comment: '' };

type Editor = { mode: 'closed' } | { mode: 'write' | 'edit'; initial: ReviewFields };

/**
 * The product page's reviews (docs/spec/storefront.md sections 2, 4, 5 and 8): the summary, the author's
 * own review with its badge, the form, and the recent reviews. Loaded as its own chunk
 * (reviews-slot.tsx); the loader's snapshot renders it on the server.
 */
export default function ReviewsBlock({
  productId,
  snapshot,
}: {
  productId: string;
  snapshot: ReviewsSnapshot | null;
}) {
  const session = useSession();
  const revalidator = useRevalidator();
  const own = useOwnReview(productId, session?.token ?? null);
  const [editor, setEditor] = useState<Editor>({ mode: 'closed' });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [ready, setReady] = useState(false);
  const data = useFallbackSnapshot(productId, snapshot);
  const stats = data?.stats ?? EMPTY_STATS;
  const writeRef = useRef<HTMLButtonElement>(null);
  const ownHeadingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterClose = useRef(false);

  useEffect(() => {
    setReady(true);
    // Back from signing in (or a reload): the visitor's unsent review is waiting.
    const draft = readDraft(productId);
    if (draft) setEditor({ mode: 'write', initial: draft });
  }, [productId]);

  // A form that closed hands the focus back to what replaced it.
  useEffect(() => {
    if (editor.mode !== 'closed' || !focusAfterClose.current) return;
    focusAfterClose.current = false;
    (ownHeadingRef.current ?? writeRef.current)?.focus();
  });

  const close = () => {
    focusAfterClose.current = true;
    setEditor({ mode: 'closed' });
  };

  // Published numbers change only when a published review changes.
  const afterPublishedChange = (before: Review | null) => {
    if (before?.status === 'approved') void revalidator.revalidate();
  };

  const askToSignIn = (fields: ReviewFields) => {
    saveDraft(productId, fields);
    notify('error', M.loginToReview);
  };

  const submit = async (fields: ReviewFields) => {
    if (!sessionStore.getSnapshot()) return askToSignIn(fields);
    const before = own.review;
    const editing = editor.mode === 'edit' && before;
    try {
      const answer = editing
        ? await updateReview({ reviewId: before._id, ...fields })
        : await createReview({ productId, ...fields });
      clearDraft(productId);
      notify('success', editing ? M.updated : M.submitted);
      if (answer.review) own.set(answer.review);
      else own.reload();
      if (editing) afterPublishedChange(before);
      close();
    } catch (err) {
      if (!(err instanceof ApiError) || err.code === NETWORK_ERROR_CODE) {
        notify('error', M.submitFailed);
        return;
      }
      // The session ended (the API client forgot it): keep the text while they sign in again.
      if (err.status === 401) return askToSignIn(fields);
      // A review exists already (another tab); show it instead of the button.
      if (err.code === 'CONFLICT') own.reload();
      notify('error', err.message);
    }
  };

  const remove = async () => {
    const before = own.review;
    if (!before || deleting) return;
    setDeleting(true);
    try {
      await deleteReview(before._id);
      notify('success', M.deleted);
      setConfirming(false);
      own.set(null);
      focusAfterClose.current = true;
      afterPublishedChange(before);
    } catch {
      notify('error', M.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  const review = own.review;
  // A draft from before signing in gives way to a review this account already has.
  const formOpen = editor.mode === 'edit' || (editor.mode === 'write' && !review);
  const canWrite = !review && !formOpen;
  return (
    <div
      data-reviews-ready={ready ? '' : undefined}
      className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-12"
    >
      <div className="self-start rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6 lg:sticky lg:top-24">
        <ReviewSummary stats={stats} />
        {canWrite && (
          <button
            ref={writeRef}
            type="button"
            className={buttonClass('primary', 'mt-6 w-full')}
            onClick={() => setEditor({ mode: 'write', initial: readDraft(productId) ?? BLANK })}
          >
            {M.writeReview}
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-8">
        {review && editor.mode !== 'edit' && (
          <OwnReview
            review={review}
            headingRef={ownHeadingRef}
            onEdit={() =>
              setEditor({
                mode: 'edit',
                initial: { rating: review.rating, title: review.title, comment: review.comment },
              })
            }
            onDelete={() => setConfirming(true)}
          />
        )}
        {formOpen && (
          <ReviewForm
            key={editor.mode}
            editing={editor.mode === 'edit'}
            initial={editor.initial}
            signedIn={!!session}
            loginHref={loginPathFor(`/product/${productId}#reviews`)}
            onSubmit={submit}
            onDraft={(fields) => saveDraft(productId, fields)}
            onCancel={() => {
              if (editor.mode === 'write') clearDraft(productId);
              close();
            }}
          />
        )}
        <ReviewList productId={productId} recent={data?.recent ?? []} total={stats.totalReviews} />
      </div>
      {confirming && review && (
        <ConfirmDeleteDialog
          busy={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}

/**
 * The loader's snapshot; when the loader could not get one (the reviews service did not answer),
 * the browser asks once more after hydration. A second failure is only logged (section 8).
 */
function useFallbackSnapshot(productId: string, snapshot: ReviewsSnapshot | null) {
  const [fetched, setFetched] = useState<ReviewsSnapshot | null>(null);
  useEffect(() => {
    if (snapshot) return;
    const controller = new AbortController();
    fetchProductReviews(productId, { signal: controller.signal })
      .then(({ reviews, stats }) => setFetched({ recent: reviews, stats }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Reviews not loaded:', error);
      });
    return () => controller.abort();
  }, [productId, snapshot]);
  return snapshot ?? fetched;
}
