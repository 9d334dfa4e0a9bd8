import { buttonClass } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Nothing to show yet: an icon, a line of text and one way forward. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  to,
  heading: Heading = 'h3',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
  /** The title's level: h2 where it is the page's first heading under the h1. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-stone-200">
      <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <Heading className="mt-4 text-lg font-bold text-ink">{title}</Heading>
      <p className="mt-1 max-w-sm text-sm text-muted">{text}</p>
      <Link to={to} prefetch="intent" className={buttonClass('primary', 'mt-6')}>
        {action}
      </Link>
    </div>
  );
}
