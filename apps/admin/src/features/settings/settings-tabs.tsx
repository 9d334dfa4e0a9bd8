import { LEGAL_PAGE_TITLES } from '@shop/contracts';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/settings', label: 'Shop and company', end: true },
  { to: '/settings/pages/privacy', label: LEGAL_PAGE_TITLES.privacy },
  { to: '/settings/pages/terms', label: LEGAL_PAGE_TITLES.terms },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ${
    isActive
      ? 'bg-brand-700 text-white'
      : 'bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-50'
  }`;

/** The settings' parts: fees and company profile, and the two legal pages' texts. */
export function SettingsTabs() {
  return (
    <nav aria-label="Settings pages" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
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
