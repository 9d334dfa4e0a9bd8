import type { ReactNode } from 'react';

/**
 * A column of a Table: its heading; whether its figures sit on the right; a width class; whether
 * the heading is for screen readers only (a picture or the actions).
 */
export type TableColumn = string | { label: string; right?: true; width?: string; hidden?: true };

/**
 * A data table that stays usable on a 390 px phone: it scrolls sideways inside its card
 * instead of squeezing columns (a keyboard reaches the card to scroll it), and the first column
 * stays readable.
 */
export function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly TableColumn[];
  children: ReactNode;
}) {
  return (
    // A region that may scroll sideways must be reachable by keyboard, to scroll it with the
    // arrow keys (axe: scrollable-region-focusable); its name is the table's caption.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => {
              const { label, right, width, hidden } =
                typeof column === 'string' ? { label: column } : column;
              return (
                <th
                  key={label}
                  className={[th, right ? 'text-right' : '', width].filter(Boolean).join(' ')}
                >
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

const th = 'px-4 py-3 whitespace-nowrap';
export const td = 'px-4 py-3 align-top';

/** A column of a CardTable: its heading, and whether its figures sit on the right. */
export type CardColumn = string | { label: string; right: true };

/** A CardTable's cell padding by place: the outer columns keep to the card's edges. */
const cardCell = (index: number, count: number) =>
  index === 0 ? 'py-2 pr-3' : index === count - 1 ? 'py-2 pl-3' : 'px-3 py-2';

/**
 * A small table inside a card (an order's items, a customer's orders): no frame of its own, and
 * on a phone it scrolls sideways to the card's edges. `minWidth` is a Tailwind class.
 */
export function CardTable({
  caption,
  minWidth,
  columns,
  foot,
  children,
}: {
  caption: string;
  minWidth: string;
  columns: readonly CardColumn[];
  foot?: ReactNode;
  children: ReactNode;
}) {
  const head = (
    <tr>
      {columns.map((column, index) => {
        const label = typeof column === 'string' ? column : column.label;
        const right = typeof column === 'string' ? '' : ' text-right';
        return (
          <th key={label} className={`${cardCell(index, columns.length)}${right}`}>
            {label}
          </th>
        );
      })}
    </tr>
  );
  return (
    <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <table className={`w-full text-left text-sm ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs font-semibold tracking-wide text-muted uppercase">{head}</thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
        {foot ? <tfoot className="text-sm">{foot}</tfoot> : null}
      </table>
    </div>
  );
}
