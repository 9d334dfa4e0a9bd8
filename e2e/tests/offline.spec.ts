import type { Page } from '@playwright/test';
import {
  addSizeToCart,
  expect,
  expectNoSeriousA11yViolations,
  openProduct,
  test,
  waitForHydration,
} from './fixtures';
import { cartLink, cheapProduct, registerCustomer, signInBrowser } from './order-helpers';

// The storefront's service worker: pages opened before still work without a connection, a page
// never opened shows the offline page, the cart keeps working and reaches the account when the
// connection returns, and signing out forgets the kept answers.
test.use({
  serviceWorkers: 'allow',
  // Without a connection, the browser reports each request the page could not make, and the
  // reviews log the fetch they could not make (as the specification asks).
  allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource|not loaded: /],
});

/** Opens the home page and waits until the service worker controls it. */
async function installWorker(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 15_000,
  });
}

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });

test('pages opened before open without a connection, with a banner; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  const product = await cheapProduct(page.request);
  await installWorker(page);
  await page.goto('/collection');
  await waitForHydration(page);
  await openProduct(page, product._id);

  await context.setOffline(true);
  await page.goto('/collection');
  await waitForHydration(page);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openProduct(page, product._id);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // Never opened on this phone: the offline page, at the address asked for.
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/about');
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a signed-in customer's cart changed without a connection reaches the account when it returns", async ({
  page,
  context,
}) => {
  const customer = await registerCustomer(page.request, 'offline-cart');
  const product = await cheapProduct(page.request, 3);
  const size = product.sizes[0]!;
  await signInBrowser(context, customer);
  await installWorker(page);
  await openProduct(page, product._id);

  await context.setOffline(true);
  await addSizeToCart(page, size);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(offlineBanner(page)).toBeVisible();
  const serverCart = async () => {
    const response = await page.request.post('/api/cart/get', {
      headers: { token: customer.token },
      data: {},
    });
    return ((await response.json()) as { cartData: Record<string, Record<string, number>> })
      .cartData;
  };
  expect(await serverCart()).toEqual({});

  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect.poll(serverCart).toEqual({ [product._id]: { [size]: 1 } });
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('signing out forgets the answers the service worker kept', async ({ page, context }) => {
  const customer = await registerCustomer(page.request, 'offline-signout');
  await signInBrowser(context, customer);
  await installWorker(page);
  await page.goto('/collection?category=FoodStuffs');
  await waitForHydration(page);
  // A client navigation's data is kept for use without a connection.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect.poll(() => page.evaluate(() => caches.has('shop-data'))).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(() => caches.has('shop-data'))).toBe(false);
});
