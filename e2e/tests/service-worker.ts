import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

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

/** The addresses (path and query) the worker keeps in its page cache. */
export const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('shop-pages');
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  });

/**
 * Opens `path` until the worker has kept it. A page rendered while something it shows changed
 * (another test places an order: the catalogue's version moves) is sent `no-store`, because it
 * may already be out of date, and the worker rightly keeps nothing of it; the next opening is
 * kept. The keeping itself finishes after the page has arrived, so each opening is given a few
 * seconds to show up in the cache.
 */
export async function openUntilKept(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await waitForHydration(page);
    await expect.poll(() => keptPages(page), { timeout: 3_000 }).toContain(path);
  }).toPass({ timeout: 30_000 });
}
