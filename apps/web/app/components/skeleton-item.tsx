import { Skeleton } from '@shop/ui';
import { SkeletonLines } from './skeleton-lines';

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
