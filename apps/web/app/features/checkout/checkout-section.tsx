import type { ReactNode } from 'react';

/** One numbered step of the checkout, titled for screen readers and sighted customers alike. */
export function CheckoutSection({
  id,
  step,
  title,
  aside,
  children,
}: {
  id: string;
  step: number;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2
          id={`${id}-heading`}
          className="flex items-center gap-3 text-lg font-bold text-brand-900"
        >
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm text-white"
          >
            {step}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
