import type { ReactNode } from 'react';

/**
 * A data table that stays usable on a 390 px phone: it scrolls sideways inside its card
 * instead of squeezing columns, and the first column stays readable.
 */
export function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-muted uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

export const th = 'px-4 py-3 whitespace-nowrap';
export const td = 'px-4 py-3 align-top';
