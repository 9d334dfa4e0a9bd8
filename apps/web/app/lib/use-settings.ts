import type { ShopSettings } from '@shop/contracts/client';
import { useRouteLoaderData } from 'react-router';

/** The shop settings the root loader fetched once per page load (fees, company profile). */
export function useSettings(): ShopSettings {
  const data = useRouteLoaderData('root') as { settings: ShopSettings } | undefined;
  if (!data) throw new Error('useSettings used outside the root route');
  return data.settings;
}
