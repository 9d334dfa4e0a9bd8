import type { BlogNeighboursResponse } from '@shop/contracts/client';
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/icons';

/** The posts just older ('Previous post') and newer ('Next post') than this one, as plain links. */
export function BlogNeighbours({ previous, next }: Omit<BlogNeighboursResponse, 'success'>) {
  if (!previous && !next) return null;
  const card =
    'group flex min-h-11 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-300 hover:bg-brand-50';
  return (
    <nav aria-label="More posts" className="mt-8 grid gap-3 sm:grid-cols-2">
      {previous ? (
        <Link to={`/blog/${previous._id}`} rel="prev" className={card}>
          <span className="inline-flex items-center gap-1 text-xs font-semibold text-muted uppercase">
            <ArrowRightIcon size={14} className="rotate-180" />
            Previous post
          </span>
          <span className="font-semibold text-ink group-hover:text-brand-800">
            {previous.title}
          </span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link to={`/blog/${next._id}`} rel="next" className={`${card} sm:text-right`}>
          <span className="inline-flex items-center gap-1 self-start text-xs font-semibold text-muted uppercase sm:self-end">
            Next post
            <ArrowRightIcon size={14} />
          </span>
          <span className="font-semibold text-ink group-hover:text-brand-800">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
