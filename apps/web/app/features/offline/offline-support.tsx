import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notify } from '~/lib/notify';
import { OfflineBanner } from './offline-banner';
import { openLinksAsPagesWhileOffline } from './offline-links';
import { justUpdated, onNavigation, registerServiceWorker } from './service-worker-updates';

/**
 * The service worker, the offline banner and links that open whole pages while offline, mounted by the root once the page has hydrated
 * (none of it is on the first load).
 */
export default function OfflineSupport() {
  const { pathname } = useLocation();

  useEffect(() => {
    registerServiceWorker().catch(() => undefined);
    if (justUpdated()) notify('info', 'Updated: you now have the newest version of the shop.');
  }, []);

  useEffect(() => openLinksAsPagesWhileOffline(), []);

  useEffect(() => onNavigation(pathname), [pathname]);

  return <OfflineBanner />;
}
