import { buttonClass } from '@shop/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The title row of every admin page, with its main actions on the right: first the link to
 * what makes a new one of the page's records (`create`), then the others.
 */
export function PageHeader({
  title,
  description,
  create,
  actions,
}: {
  title: string;
  description?: ReactNode;
  create?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <div className="no-print mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {/* Focusable by script only: a saved form moves the focus here (lib/focus-page-heading.ts). */}
        <h1 tabIndex={-1} className="text-2xl font-bold text-ink">
          {title}
        </h1>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {create || actions ? (
        <div className="flex flex-wrap gap-2">
          {create ? (
            <Link to={create.to} className={buttonClass('primary')}>
              {create.label}
            </Link>
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}
