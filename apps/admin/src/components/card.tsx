import { useId, type ReactNode } from 'react';

/** A white panel with its title; the title names the region for screen readers. */
function TitledPanel({
  title,
  padding,
  titleSpace = '',
  children,
}: {
  title: string;
  /** The padding from small screens up (4 below). */
  padding: string;
  /** Space under the title, where the body follows it directly. */
  titleSpace?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 ${padding}`}
    >
      <h2 id={id} className={`${titleSpace} text-base font-bold text-ink`.trim()}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled panel of a detail page. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPanel title={title} padding="sm:p-5" titleSpace="mb-3">
      {children}
    </TitledPanel>
  );
}

/** One card of a form (product editor, settings): its fields spaced under the title. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <TitledPanel title={title} padding="sm:p-6">
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </TitledPanel>
  );
}
