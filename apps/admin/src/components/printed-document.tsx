import { Fragment, type ReactNode } from 'react';

/**
 * The pieces of the documents staff print on A4 (the invoice, the packing slip, the proforma
 * invoice of a quotation): the company and the document's title at the top, the lines in a
 * table with hairlines, and the totals under them. Each document keeps its own sheet and what
 * only it says.
 */

/** Who the document is from, as its header prints it: the lines left out are not printed. */
export interface DocumentSender {
  name: string;
  address: string;
  phones: readonly string[];
  email?: string;
  /** The tax number, printed on invoices only. */
  taxNumber?: string;
}

/**
 * The company on the left, the document's title (`h1` on a page of its own, `h2` inside
 * another) and what numbers it on the right.
 */
export function DocumentHeader({
  from,
  title,
  titleId,
  level = 'h1',
  children,
}: {
  from: DocumentSender;
  title: string;
  /** The id the sheet is labelled by. */
  titleId?: string;
  level?: 'h1' | 'h2';
  children: ReactNode;
}) {
  const Title = level;
  return (
    <header className="flex flex-wrap justify-between gap-6 border-b border-stone-300 pb-6">
      <div className="min-w-0">
        <p className="text-xl font-bold">{from.name}</p>
        <p className="mt-1 text-muted">{from.address}</p>
        <p className="text-muted">{from.phones.join(' · ')}</p>
        {from.email ? <p className="break-all text-muted">{from.email}</p> : null}
        {from.taxNumber ? <p className="mt-1 font-semibold">TIN {from.taxNumber}</p> : null}
      </div>
      <div className="sm:text-right">
        <Title id={titleId} className="text-2xl font-bold tracking-wide uppercase">
          {title}
        </Title>
        {children}
      </div>
    </header>
  );
}

/** The small heading of a block of a document (Bill to, Deliver to, Payment, For). */
export const documentHeading = 'text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * A column of a document's lines: its heading, whether its figures sit on the right, and any
 * class of its own (a width, or hidden on a phone).
 */
export type DocumentColumn = string | { label: string; right?: true; className?: string };

/** The lines of a document: a table with its caption for screen readers and hairline rows. */
export function DocumentLines({
  caption,
  columns,
  className = 'mt-6',
  children,
}: {
  caption: string;
  columns: readonly DocumentColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={`${className} w-full text-left`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-stone-300 text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((column, index) => {
            const {
              label,
              right,
              className: own,
            } = typeof column === 'string' ? { label: column } : column;
            // The last column keeps to the sheet's edge; the others leave a gap after them.
            const last = index === columns.length - 1;
            return (
              <th
                key={label}
                scope="col"
                className={[own, 'py-2', last ? '' : 'pr-2', right ? 'text-right' : '']
                  .filter(Boolean)
                  .join(' ')}
              >
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">{children}</tbody>
    </table>
  );
}

/**
 * The last two cells of a priced line: its unit price with what the price is per (`per kg`), and
 * its amount. `className` goes on both (the invoice's rows align to the top), `priceClassName` on
 * the price alone (hidden on a phone where the first cell repeats it).
 */
export function PriceCells({
  price,
  per,
  amount,
  className = '',
  priceClassName = '',
}: {
  price: string;
  per: string;
  amount: string;
  className?: string;
  priceClassName?: string;
}) {
  return (
    <>
      <td className={`py-2 pr-2 text-right whitespace-nowrap ${className} ${priceClassName}`}>
        {price}
        <span className="block text-xs text-muted">{per}</span>
      </td>
      <td className={`py-2 text-right whitespace-nowrap ${className}`}>{amount}</td>
    </>
  );
}

/** The amounts under a document's lines, `total` last under a rule; never split across pages. */
export function DocumentTotals({
  rows,
  total,
}: {
  rows: readonly (readonly [label: string, amount: string])[];
  total: string;
}) {
  return (
    <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1 break-inside-avoid">
      {rows.map(([label, amount]) => (
        <Fragment key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="text-right whitespace-nowrap">{amount}</dd>
        </Fragment>
      ))}
      <dt className="border-t border-stone-300 pt-1 font-bold">Total</dt>
      <dd className="border-t border-stone-300 pt-1 text-right font-bold whitespace-nowrap">
        {total}
      </dd>
    </dl>
  );
}
