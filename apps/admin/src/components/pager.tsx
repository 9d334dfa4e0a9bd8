import { useSearchParams } from 'react-router';

/** Where a paged list is: the page shown, its size and how many there are in all. */
export interface PageOf {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * Previous / next through a paged list, with where we are ("21–40 of 132"); nothing until the
 * list's first answer (`of`) has arrived.
 */
export function Pager({ of, onPage }: { of: PageOf | undefined; onPage: (page: number) => void }) {
  if (!of) return null;
  const { page, pageSize, total } = of;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const button =
    'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-stone-50 disabled:opacity-40';
  return (
    <nav aria-label="Pages" className="no-print mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={button}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className={button}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}

/**
 * The page number kept in the address (?page=), so back and forward move between pages and a
 * page can be shared; the other parameters (filters) are kept.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('page', String(next));
    setParams(copy);
  };
  return [page, setPage];
}
