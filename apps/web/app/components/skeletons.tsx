import { MESSAGES } from '@shop/contracts/client';
import { Skeleton } from '@shop/ui';
import type { ReactNode } from 'react';

// The loading placeholders' pieces, in one module: the pages that show one mostly use several,
// and one small chunk weighs less on the first load than three (docs/decisions/0005).

/**
 * A loading placeholder's frame: marked busy, with a status line that only screen readers hear
 * ("Loading..." unless the page says what it loads); the placeholder's look is its children.
 */
export function LoadingRegion({
  className,
  label = MESSAGES.loading,
  children,
}: {
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {children}
    </div>
  );
}

/**
 * Placeholder bars stacked in one box, one class list per bar (its height, width, corners): the
 * text block of every loading placeholder (cart, checkout, orders, profile, favourites, blog).
 */
export function SkeletonLines({
  className,
  lines,
}: {
  className: string;
  lines: readonly string[];
}) {
  return (
    <div className={className}>
      {lines.map((line, i) => (
        <Skeleton key={i} className={line} />
      ))}
    </div>
  );
}

/**
 * The placeholder of one item: its picture's bar, then its text lines (SkeletonLines), in a box
 * that lays them out beside or under each other (a cart line, an order, a favourite, the profile).
 */
export function SkeletonItem({
  as: Box = 'div',
  className,
  picture,
  linesClassName,
  lines,
}: {
  as?: 'div' | 'li';
  className: string;
  /** The picture bar's classes (its size and corners). */
  picture: string;
  linesClassName: string;
  lines: readonly string[];
}) {
  return (
    <Box className={className}>
      <Skeleton className={picture} />
      <SkeletonLines className={linesClassName} lines={lines} />
    </Box>
  );
}
