import { Link } from 'react-router';
import { ChevronIcon } from '~/components/catalog-icons';

/** Page numbers to show: first, last, and two either side of the current one, with gaps. */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((p) => pages.add(p));
  if (current >= count - 2) [count - 1, count - 2, count - 3].forEach((p) => pages.add(p));
  const sorted = [...pages].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const last = items[items.length - 1];
    if (typeof last === 'number' && p - last > 1) items.push(p - last === 2 ? last + 1 : 'gap');
    items.push(p);
  }
  return items;
}

const cell =
  'flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';

/** Numbered pages as plain links, so paging works before (and without) JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const arrow = (target: number, label: string, direction: 'left' | 'right') =>
    target < 1 || target > pageCount ? (
      <span className={`${cell} text-stone-500`} aria-disabled="true">
        <ChevronIcon direction={direction} />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={direction === 'left' ? 'prev' : 'next'}
        className={`${cell} text-brand-800 hover:bg-brand-50`}
      >
        {direction === 'left' && <ChevronIcon direction="left" />}
        <span className="sr-only sm:not-sr-only">{label}</span>
        {direction === 'right' && <ChevronIcon direction="right" />}
      </Link>
    );
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-1">
      {arrow(page - 1, 'Previous', 'left')}
      <ul className="flex items-center gap-1">
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${cell} ${item === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {arrow(page + 1, 'Next', 'right')}
    </nav>
  );
}
