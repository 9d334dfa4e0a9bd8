import type { ContactMessageCounts } from '@shop/contracts';
import { Link } from 'react-router';
import { INBOX_FOLDERS, folderCount, folderParams, type InboxFolder } from './inbox-filters';

/**
 * The inbox's folders as links (each keeps the search), with how many each holds. The open one
 * is marked for screen readers (aria-current) as well as by its colour.
 */
export function InboxFolders({
  current,
  q,
  counts,
}: {
  current: InboxFolder;
  q: string;
  counts: ContactMessageCounts | undefined;
}) {
  return (
    <nav aria-label="Message folders" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {INBOX_FOLDERS.map(({ folder, label }) => {
          const active = folder === current;
          const params = new URLSearchParams(folderParams(folder, q)).toString();
          return (
            <li key={label}>
              <Link
                to={params ? `/messages?${params}` : '/messages'}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {label}
                {counts ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      active ? 'bg-white/20 text-white' : 'bg-stone-100 text-stone-700'
                    }`}
                  >
                    {folderCount(folder, counts)}
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
