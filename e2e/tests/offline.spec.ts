import type { Page } from '@playwright/test';
import {
  addSizeToCart,
  expect,
  expectNoSeriousA11yViolations,
  openProduct,
  test,
  toast,
  waitForHydration,
} from './fixtures';
import {
  addToServerCart,
  cartLink,
  cheapProduct,
  registerCustomer,
  signInBrowser,
  userOrders,
} from './order-helpers';
import { installWorker, keptPages, OFFLINE_CONSOLE_ERRORS, openUntilKept } from './service-worker';

/** What a form that must reach the shop says without a connection (OFFLINE_MESSAGES). */
const needsConnection = (action: string) =>
  `You are offline. ${action} needs a connection: what you typed is kept, try again when you are back online.`;

// The storefront's service worker: pages opened before still work without a connection, a page
// never opened shows the offline page, the cart keeps working and reaches the account when the
// connection returns, and signing out forgets the kept answers.
test.use({
  serviceWorkers: 'allow',
  allowedConsoleErrors: [OFFLINE_CONSOLE_ERRORS],
});

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });

test('pages opened before open without a connection, with a banner; a page never opened shows the offline page', async ({
  page,
  context,
}) => {
  const product = await cheapProduct(page.request);
  await installWorker(page);
  await openUntilKept(page, '/collection');
  await openUntilKept(page, `/product/${product._id}`);

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

for (const width of [390, 1280]) {
  test(`at ${width} px, a visitor who opened only the home page browses the collection without a connection`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await installWorker(page);
    // Kept at install, beside the shell: the home page and the first collection page.
    await expect.poll(() => keptPages(page)).toEqual(expect.arrayContaining(['/', '/collection']));

    await context.setOffline(true);
    const banner = page.getByRole('banner');
    const menuLink = async (name: string) => {
      if (width < 1024) await banner.getByRole('button', { name: 'Open menu' }).click();
      await banner.getByRole('link', { name, exact: true }).click();
    };
    await menuLink('Collection');
    await expect(page).toHaveURL('/collection');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();
    await waitForHydration(page);
    await expect(offlineBanner(page)).toBeVisible();

    // Back home the same way; a page never opened is the offline page at its own address.
    await menuLink('Home');
    await expect(page).toHaveURL('/');
    await expect(main.getByRole('article').first()).toBeVisible();
    await menuLink('About');
    await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/about');
  });
}

test("a signed-in customer's cart and favourites changed without a connection reach the account when it returns", async ({
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
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to favorites (wishlist)' }).first().click();
  await expect(
    toast(
      page,
      'Saved on this device: your favourites will be updated as soon as you are back online.',
    ),
  ).toBeVisible();
  await expect(
    main.getByRole('button', { name: 'Remove from favorites (wishlist)' }).first(),
  ).toBeVisible();
  const serverFavorites = async () => {
    const response = await page.request.get('/api/user/favorites', {
      headers: { token: customer.token },
    });
    return ((await response.json()) as { favorites: { _id: string }[] }).favorites.map(
      (p) => p._id,
    );
  };
  expect(await serverFavorites()).toEqual([]);
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
  await expect.poll(serverFavorites).toEqual([product._id]);
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
  const keptData = () =>
    page.evaluate(async () => {
      const cache = await caches.open('shop-data');
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
  await expect.poll(keptData).toContain('/_root.data');
  const before = await keptData();

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  // What the sign-in page itself then asks for may be kept anew; nothing from before is.
  await expect
    .poll(async () =>
      (await keptData()).filter((path) => before.includes(path) && path !== '/__manifest'),
    )
    .toEqual([]);
});

test('checkout, sign-in and the contact form say they need a connection and keep what was typed', async ({
  page,
  context,
}) => {
  const customer = await registerCustomer(page.request, 'offline-forms');
  const product = await cheapProduct(page.request);
  await addToServerCart(page.request, customer, product);
  await installWorker(page);
  for (const path of ['/login', '/contact']) {
    await page.goto(path);
    await waitForHydration(page);
  }

  await context.setOffline(true);
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('typed-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page, needsConnection('Signing in'))).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill('Achol Deng');
  await form.getByLabel('Your e-mail').fill('achol@example.com');
  await form.getByLabel('Subject').fill('Cement prices');
  await form.getByLabel('Your message').fill('How much is a bag of cement in Pibor?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText(needsConnection('Sending a message'));
  await expect(form.getByLabel('Your message')).toHaveValue(
    'How much is a bag of cement in Pibor?',
  );

  // Checkout, opened online by a signed-in customer, then the connection drops.
  await context.setOffline(false);
  await signInBrowser(context, customer);
  await page.goto('/place-order');
  await waitForHydration(page);
  // The cart's lines, read from the account, are on the page before the connection goes.
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  const street = page.getByRole('textbox', { name: 'Street', exact: true });
  await street.fill('Airport Road, Plot 12');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(needsConnection('Placing an order')).first()).toBeVisible();
  await expect(street).toHaveValue('Airport Road, Plot 12');
  expect(await userOrders(page.request, customer)).toEqual([]);
});
