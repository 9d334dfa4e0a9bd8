import type { ReactNode } from 'react';

/** The title row of every admin page, with its main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
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
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
