import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

// What the specs that let the storefront's service worker run (test.use({ serviceWorkers:
// 'allow' })) share.

/**
 * Console errors a page logs without a connection: the browser reports each request it could not
 * make, the reviews log the fetch they could not make (as the specification asks), and React
 * Router logs the routes of links it could not look up.
 */
export const OFFLINE_CONSOLE_ERRORS =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|not loaded: |Failed to fetch manifest patches/;

/** Opens the home page and waits until the service worker controls it. */
export async function installWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 15_000,
  });
}
