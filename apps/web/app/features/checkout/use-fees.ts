import type { SettingsResponse, ShopSettings } from '@shop/contracts/client';
import { useCallback, useState } from 'react';
import { api } from '~/lib/api';
import { useSettings } from '~/lib/use-settings';

/**
 * Delivery fee and threshold: the page's settings, or fresher ones after a refused order. The
 * reload keeps its identity: the checkout calls it from an effect.
 */
export function useFees(): [ShopSettings, () => void] {
  const initial = useSettings();
  const [settings, setSettings] = useState(initial);
  const reload = useCallback(() => {
    api<SettingsResponse>('/api/settings')
      .then(setSettings)
      .catch(() => undefined); // the next refusal says so again
  }, []);
  return [settings, reload];
}
