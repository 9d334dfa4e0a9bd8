import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Chromium's own verdict on installing the shop (the manifest from apps/api/src/modules/web-app/):
// what it parsed from the manifest and why, if at all, it would refuse to install it.
test.use({ serviceWorkers: 'allow' });

/**
 * Installability errors a missing service worker explains. The worker is registered by the
 * storefront after hydration when the build has one (/sw.js); recent Chromium no longer asks
 * for it, older versions did.
 */
const WITHOUT_WORKER = new Set(['no-matching-service-worker', 'not-offline-capable']);

interface Installability {
  installabilityErrors: Array<{ errorId: string; errorArguments: unknown[] }>;
}
interface AppManifest {
  url: string;
  errors: Array<{ message: string; critical: number }>;
  data?: string;
  manifest?: { name?: string; startUrl?: string; display?: string; themeColor?: string };
}

let profileDir: string;
let context: BrowserContext;

// Every context of the fixtures is off the record, and Chromium never offers to install from one
// (its only answer there is 'in-incognito'): this test runs in a profile of its own.
test.beforeEach(async ({ launchOptions, baseURL }) => {
  profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-installable-'));
  context = await chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  });
});

test.afterEach(async () => {
  await context.close();
  fs.rmSync(profileDir, { recursive: true, force: true });
});

test("Chromium finds the shop installable, named and coloured from the shop's settings", async () => {
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  const settings = (await (await context.request.get('/api/settings')).json()) as {
    company: { name: string; shortName: string; tagline: string };
  };
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  const hasWorker = (await context.request.get('/sw.js')).ok();
  if (hasWorker)
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 15_000,
    });

  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.manifest).toMatchObject({
    name: settings.company.name,
    display: 'kStandalone',
    themeColor: 'rgba(27,83,54,1)',
  });
  const data = JSON.parse(manifest.data ?? '{}') as {
    short_name: string;
    description: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(data.short_name).toBe(settings.company.shortName);
  expect(data.description).toBe(settings.company.tagline);
  expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);

  const { installabilityErrors } = (await cdp.send(
    'Page.getInstallabilityErrors',
  )) as Installability;
  const errors = installabilityErrors
    .map((error) => error.errorId)
    .filter((id) => hasWorker || !WITHOUT_WORKER.has(id));
  expect(errors).toEqual([]);

  // Served by the API module, not shadowed by the storefront's files or its 'page not found'.
  for (const icon of data.icons) {
    const res = await context.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const apple = await context.request.get('/apple-touch-icon.png');
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(pageErrors).toEqual([]);
});
