import { LEGAL_PAGE_TITLES } from '@shop/contracts';
import { PageTabs } from '../../components/page-tabs';
import { useMayUse } from '../../lib/staff-role';

const TABS = [
  { to: '/settings', label: 'Shop and company', end: true },
  { to: '/settings/pages/privacy', label: LEGAL_PAGE_TITLES.privacy },
  { to: '/settings/pages/terms', label: LEGAL_PAGE_TITLES.terms },
  { to: '/settings/pages/warranty', label: LEGAL_PAGE_TITLES.warranty },
];

/** The settings' parts: fees and company profile, and the three legal pages' texts. */
export function SettingsTabs() {
  // The content role edits the legal pages, not the shop's settings (docs/decisions/0068-staff-roles.md).
  const settings = useMayUse('settings');
  return <PageTabs label="Settings pages" tabs={settings ? TABS : TABS.slice(1)} />;
}
