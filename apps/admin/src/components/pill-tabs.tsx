import { Link } from 'react-router';

export interface PillTab {
  key: string;
  label: string;
  /** Where the tab leads (its filter as query parameters). */
  to: string;
  active: boolean;
  /** How many the tab holds; no badge while unknown. */
  count?: number | undefined;
  /** A count staff should act on (failed mail): red while it is above 0. */
  alarming?: boolean;
}

/**
 * Filter tabs as links, in one row that wraps, each with how many it holds. The open one is
 * marked for screen readers (aria-current) as well as by its colour. The inbox folders, the Mail
 * tabs and the assistant's question sources all look and behave alike through this.
 */
export function PillTabs({ label, tabs }: { label: string; tabs: PillTab[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-3.5 text-sm font-semibold sm:px-4 ${
                tab.active
                  ? 'bg-brand-700 text-white'
                  : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
              }`}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${
                    tab.active
                      ? 'bg-white/20 text-white'
                      : tab.alarming && tab.count > 0
                        ? 'bg-red-100 text-red-800'
                        : 'bg-stone-100 text-stone-700'
                  }`}
                >
                  {tab.count}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
