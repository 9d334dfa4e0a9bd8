import { NavLink } from 'react-router';

export interface PageTab {
  to: string;
  label: string;
  /** Open only at exactly `to`, not at the pages below it. */
  end?: boolean;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive
      ? 'bg-brand-700 text-white'
      : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
  }`;

/**
 * The pages of one thing as tabs (a product's editor and stock history, the settings' parts): links
 * whose open one is marked by its colour and, for screen readers, aria-current.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: readonly PageTab[] }) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={tabClass}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
