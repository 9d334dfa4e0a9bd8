import { useId, type ReactNode } from 'react';

/** A titled panel of a detail page; the title names the region for screen readers. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id={id} className="mb-3 text-base font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
