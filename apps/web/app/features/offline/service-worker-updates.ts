import { SW_MESSAGES } from '~/lib/service-worker-names';

// The page's side of the service worker (sw/sw.ts): registering it, and letting a new version
// take over only at a navigation outside checkout, then reloading that page on the new code with
// a short 'Updated' notice (docs/decisions/0039-service-worker.md).

const UPDATED_FLAG = 'shop-updated';
/** Checkout: a new version never takes over while an order is being placed. */
const CHECKOUT_PATHS = ['/place-order'];
/** How often a long-open page asks whether a new version exists. */
const CHECK_EVERY_MS = 30 * 60_000;

let registration: ServiceWorkerRegistration | undefined;
let registering = false;
let lastCheck = 0;

export const serviceWorkerSupported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Resolves once the page has loaded (its pictures included) and the browser is idle: the install
 * fetches the shell and the first pages, which must not compete with the page the customer is
 * waiting for on a slow connection. Browsers without idle callbacks wait a second more.
 */
function loadedAndIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () => {
      if ('requestIdleCallback' in window)
        requestIdleCallback(() => resolve(), { timeout: 10_000 });
      else setTimeout(resolve, 1_000);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Registers the worker once, after the page has loaded and gone idle; the page reloads whenever a
 * newer version than its own takes over.
 */
export async function registerServiceWorker(): Promise<void> {
  // The development server builds no worker (scripts/build-sw.mjs runs with the production build).
  if (!import.meta.env.PROD || !serviceWorkerSupported() || registration || registering) return;
  registering = true;
  await loadedAndIdle();
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload: this page's code is the new code. A
    // later version taking over (this same page still open) reloads it.
    if (!controlled) {
      controlled = true;
      return;
    }
    sessionStorage.setItem(UPDATED_FLAG, '1');
    window.location.reload();
  });
  registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  lastCheck = Date.now();
}

/** Whether this page load follows an update (and forgets it: the notice is shown once). */
export function justUpdated(): boolean {
  if (typeof sessionStorage === 'undefined' || !sessionStorage.getItem(UPDATED_FLAG)) return false;
  sessionStorage.removeItem(UPDATED_FLAG);
  return true;
}

/** Called after each navigation (offline-support.tsx). */
export function onNavigation(pathname: string): void {
  if (registration) lastCheck = offerUpdate(registration, pathname, lastCheck, Date.now());
}

/**
 * A version waiting takes over now unless the customer is in checkout; now and then, whether a
 * new version exists is asked. Returns when that was last asked.
 */
export function offerUpdate(
  worker: Pick<ServiceWorkerRegistration, 'waiting' | 'update'>,
  pathname: string,
  lastChecked: number,
  now: number,
): number {
  if (worker.waiting) {
    if (!CHECKOUT_PATHS.includes(pathname))
      worker.waiting.postMessage({ type: SW_MESSAGES.takeOver });
    return lastChecked;
  }
  if (now - lastChecked <= CHECK_EVERY_MS) return lastChecked;
  worker.update().catch(() => undefined);
  return now;
}
