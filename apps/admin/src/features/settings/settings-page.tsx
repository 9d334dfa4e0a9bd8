import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useAdminSettings } from './api/get-settings';
import { SettingsForm } from './settings-form';
import { SettingsTabs } from './settings-tabs';

/** Delivery fee, free-delivery threshold and the company profile; the legal pages are tabs beside. */
export function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="The shop uses saved values on its next page view; no restart needed."
      />
      <SettingsTabs />
      <QueryState query={settings}>
        {settings.data ? <SettingsForm settings={settings.data} /> : null}
      </QueryState>
    </>
  );
}
