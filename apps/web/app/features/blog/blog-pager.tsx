import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';
import { blogPageHref } from './blog-page-query';

const link =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-stone-300 hover:bg-brand-50';

/**
 * Newer and older pages of /blog as plain links (paging works without JavaScript). Its own, not
 * the collection's numbered pagination: shared, that would move into a chunk of its own and add
 * to /collection's first load (decision 0047).
 */
export function BlogPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-3"
    >
      {page > 1 ? (
        <Link to={blogPageHref(page - 1)} rel="prev" className={link}>
          <ArrowRightIcon size={16} className="rotate-180" />
          Newer posts
        </Link>
      ) : null}
      <p className="text-sm text-muted">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={blogPageHref(page + 1)} rel="next" className={link}>
          Older posts
          <ArrowRightIcon size={16} />
        </Link>
      ) : null}
    </nav>
  );
}
