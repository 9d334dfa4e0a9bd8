import { Suspense } from 'react';
import { lazyPart } from '~/lib/lazy-part';
import type { ReviewsSnapshot } from './reviews-snapshot';

// The reviews block (summary, list, form, the author's own review) is its own chunk, so it adds
// nothing to the product page's first-load JavaScript (docs/architecture.md, "Performance
// budgets"). The server renders it into the HTML; in the browser React keeps that HTML on screen
// until the chunk, requested during hydration, has arrived, and then hydrates it in place: nothing
// shifts. A chunk that fails to load (no connection) must not take the page down with it.
const ReviewsBlock = lazyPart(
  () => import('./reviews-block'),
  () => <p>Reviews could not be loaded.</p>,
);

// 360 px for the summary and the form's button, 150 px per recent review (at most
// RECENT_REVIEWS_SHOWN, 6), as whole class names: the server HTML carries no inline style.
const RESERVED_HEIGHT = [
  'min-h-[360px]',
  'min-h-[510px]',
  'min-h-[660px]',
  'min-h-[810px]',
  'min-h-[960px]',
  'min-h-[1110px]',
  'min-h-[1260px]',
] as const;

function reservedHeight(recentCount: number): string {
  return RESERVED_HEIGHT[Math.min(recentCount, RESERVED_HEIGHT.length - 1)]!;
}

export function ReviewsSlot({
  productId,
  snapshot,
}: {
  productId: string;
  snapshot: ReviewsSnapshot | null;
}) {
  return (
    // The fallback reserves about the block's height while its chunk loads after a move between
    // pages (on a first visit the server's HTML stays in place instead).
    <Suspense fallback={<div className={reservedHeight(snapshot?.recent.length ?? 0)} />}>
      {/* A new product starts with a fresh block (form closed, list folded). */}
      <ReviewsBlock key={productId} productId={productId} snapshot={snapshot} />
    </Suspense>
  );
}
