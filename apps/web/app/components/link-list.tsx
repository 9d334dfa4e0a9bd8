import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A list of the app's own pages, a link each (`children`: further items after them). */
export function LinkList({
  links,
  className,
  linkClass,
  children,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
  linkClass: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map(({ to, label }) => (
        <li key={to}>
          <Link to={to} className={linkClass}>
            {label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
