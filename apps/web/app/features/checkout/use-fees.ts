import type { SettingsResponse, ShopSettings } from '@shop/contracts/client';
import { useState } from 'react';
import { api } from '~/lib/api';
import { useSettings } from '~/lib/use-settings';

/** Delivery fee and threshold: the page's settings, or fresher ones after a refused order. */
export function useFees(): [ShopSettings, () => void] {
  const initial = useSettings();
  const [settings, setSettings] = useState(initial);
  const reload = () => {
    api<SettingsResponse>('/api/settings')
      .then(setSettings)
      .catch(() => undefined); // the next refusal says so again
  };
  return [settings, reload];
}
