import { Skeleton } from '@shop/ui';

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
