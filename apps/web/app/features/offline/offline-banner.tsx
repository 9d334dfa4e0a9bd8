import { OFFLINE_MESSAGES } from '@shop/contracts/client';
import { useOnline } from './use-online';

/** Says plainly, while the connection is gone, what still works. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-40 bg-ink px-4 py-3 text-center text-sm font-medium text-white shadow-lg"
    >
      {OFFLINE_MESSAGES.banner}
    </div>
  );
}
