import type { ReactNode } from 'react';

/**
 * A list in one white frame, its items divided by lines: a list's cards on a phone (products,
 * stock changes, messages) and the blog's posts. `label` names it for screen readers where no
 * heading does.
 */
export function CardList({
  label,
  className = '',
  framed = true,
  children,
}: {
  label?: string;
  className?: string;
  /** False inside a card of its own (an order's items): the lines only, no second frame. */
  framed?: boolean;
  children: ReactNode;
}) {
  const frame = framed ? 'rounded-xl bg-white shadow-sm ring-1 ring-stone-200' : '';
  return (
    <ul aria-label={label} className={`divide-y divide-stone-100 ${frame} ${className}`.trim()}>
      {children}
    </ul>
  );
}
