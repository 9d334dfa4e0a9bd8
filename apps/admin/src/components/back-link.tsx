import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link above a page's title back to where it was opened from ("← All orders"). */
export function BackLink({
  to,
  className = '',
  children,
}: {
  to: string;
  /** `no-print` where the page is printed. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`${className} text-sm font-medium text-brand-700 hover:underline`.trim()}
    >
      ← {children}
    </Link>
  );
}
