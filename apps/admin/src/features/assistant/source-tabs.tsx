import type { UnansweredCounts, UnansweredSource } from '@shop/contracts';
import { Link } from 'react-router';
import { SOURCE_TABS, sourceParams, tabCount } from './unanswered-filters';

/**
 * Where the questions were asked, as links that keep the search: every place, the assistant or
 * the collection's search box, with how many different questions each recorded. The open tab is
 * marked for screen readers (aria-current) as well as by its colour.
 */
export function SourceTabs({
  current,
  q,
  counts,
}: {
  current: UnansweredSource | undefined;
  q: string | undefined;
  counts: UnansweredCounts | undefined;
}) {
  return (
    <nav aria-label="Where it was asked" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {SOURCE_TABS.map(({ source, label }) => {
          const active = source === (current ?? '');
          const count = counts ? tabCount(source, counts) : null;
          return (
            <li key={label}>
              <Link
                to={sourceParams(source, q)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 text-sm font-semibold sm:px-4 ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {label}
                {count !== null ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      active ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-700'
                    }`}
                  >
                    {count}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
