import type { MailCounts, MailFilter } from '@shop/contracts';
import { Link } from 'react-router';
import { MAIL_TABS, tabCount } from './mail-filters';

/**
 * Pending, Sent and Failed as links, each with how many it holds. The open one is marked for
 * screen readers (aria-current) as well as by its colour; Failed stands out while it holds any.
 */
export function MailTabs({ current, counts }: { current: MailFilter; counts?: MailCounts }) {
  return (
    <nav aria-label="Mail tabs" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {MAIL_TABS.map(({ tab, label }) => {
          const active = tab === current;
          const count = counts ? tabCount(tab, counts) : undefined;
          const alarming = tab === 'failed' && !!count;
          return (
            <li key={tab}>
              <Link
                to={`/mail?status=${tab}`}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                  active
                    ? 'bg-brand-700 text-white'
                    : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
                }`}
              >
                {label}
                {count !== undefined ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${
                      active
                        ? 'bg-white/20 text-white'
                        : alarming
                          ? 'bg-red-100 text-red-800'
                          : 'bg-stone-100 text-stone-700'
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
