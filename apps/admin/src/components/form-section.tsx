import { useId, type ReactNode } from 'react';

/** One card of a form (product editor, settings), titled for sighted and screen-reader users alike. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={titleId} className="text-base font-bold text-ink">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
