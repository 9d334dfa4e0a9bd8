import { STORAGE_KEYS } from '@shop/contracts/client';
import { SW_MESSAGES } from './service-worker-names';

/**
 * Sign-out (here or everywhere): what this browser kept while the customer was signed in goes.
 * The assistant's conversation holds order numbers, the checkout's draft an address; the service worker's kept pages and answers
 * may all have been fetched while signed in, so the worker empties those caches and keeps only
 * the shell (sw/keep-rules.ts). The worker is asked even when it does not control this page (a
 * hard reload): it alone knows which fetches are still on their way into a cache.
 */
export function forgetKept(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEYS.chat);
    // The delivery address half typed in the checkout (features/checkout/checkout-draft.ts).
    sessionStorage.removeItem(STORAGE_KEYS.checkoutDraft);
  } catch {
    // Storage disabled: nothing was kept.
  }
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  const message = { type: SW_MESSAGES.forget };
  if (workers.controller) return workers.controller.postMessage(message);
  workers.getRegistration().then(
    (registration) => registration?.active?.postMessage(message),
    () => undefined,
  );
}
