import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { cheapProduct, placeOrderViaApi, registerCustomer } from './order-helpers';
import { installWorker, keptPages, OFFLINE_CONSOLE_ERRORS, openUntilKept } from './service-worker';

// What the storefront's service worker keeps (docs/decisions/0039-service-worker.md, addendum of
// 2026-11-28): no page whose address carries a token or an order number, and nothing from a
// signed-in visit once the customer signs out; the assistant's conversation goes with it.
test.use({
  serviceWorkers: 'allow',
  // The last test opens a page without a connection (offline.spec.ts allows the same lines).
  allowedConsoleErrors: [OFFLINE_CONSOLE_ERRORS],
});

/** Every address the page's origin holds in any cache (the worker's and the precache), by cache. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((r) => {
        const url = new URL(r.url);
        return url.pathname + url.search;
      });
    }
    return kept;
  });

/** A token as the mailed links carry them: unknown to the shop, so each page says it does not work. */
const token = () =>
  Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

test('pages whose address carries a token or an order number are sent no-store and kept in no cache', async ({
  page,
}) => {
  const secrets = [token(), token(), token(), 'c0ffee'];
  const addresses = [
    `/newsletter/confirm/${secrets[0]}`,
    `/newsletter/unsubscribe/${secrets[1]}`,
    `/reset-password/${secrets[2]}`,
    `/track?order=${secrets[3]}`,
  ];
  for (const address of addresses) {
    const response = await page.request.get(address);
    expect(response.headers()['cache-control'], address).toMatch(/\bno-store\b/);
  }

  await installWorker(page);
  for (const address of addresses) {
    await page.goto(address);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Opened after them: once it is kept, what they left behind would be kept too.
  await openUntilKept(page, '/collection');

  const everything = Object.values(await keptAddresses(page)).flat();
  expect(everything.filter((address) => secrets.some((s) => address.includes(s)))).toEqual([]);
  expect(everything.filter((address) => address.startsWith('/track'))).toEqual([]);
});

test("signing out forgets every page kept while signed in and the assistant's conversation; the shell stays", async ({
  page,
  context,
}) => {
  const customer = await registerCustomer(page.request, 'sw-signout');
  const product = await cheapProduct(page.request);
  const order = await placeOrderViaApi(page.request, customer, product);
  const number = order._id.slice(-6).toUpperCase();

  await installWorker(page);
  // Signed in once, as the sign-in page does (the session lives in localStorage).
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', 'customer');
  }, customer.token);
  const signedInPages = ['/orders', '/profile', `/product/${product._id}`];
  await openUntilKept(page, '/orders');
  await expect(page.getByRole('main')).toContainText(number);
  await openUntilKept(page, '/profile');
  await openUntilKept(page, `/product/${product._id}`);
  expect(await keptPages(page)).toEqual(expect.arrayContaining(signedInPages));
  const keptWhileSignedIn = await keptAddresses(page);

  // The assistant answers with the customer's orders.
  await page.getByRole('button', { name: 'Open the shopping assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Assistant' });
  const field = panel.getByRole('textbox', { name: 'Type your message' });
  await field.fill('where is my order');
  await field.press('Enter');
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation).toContainText(`Order #${number}`);
  const stored = () => page.evaluate(() => sessionStorage.getItem('shop:chat:v1') ?? '');
  expect(await stored()).toContain(number);
  // Closed, it stays mounted (a reply on its way still arrives) and would cover the menu.
  await field.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);

  // No page kept before is kept now, nor any answer (what the sign-in page asks for afterwards
  // may be kept anew; the route look-up is the same for everyone).
  const stillKept = async () => {
    const now = await keptAddresses(page);
    return ['shop-pages', 'shop-data'].flatMap((name) =>
      (now[name] ?? []).filter(
        (address) =>
          (keptWhileSignedIn[name] ?? []).includes(address) && !address.startsWith('/__manifest'),
      ),
    );
  };
  await expect.poll(stillKept).toEqual([]);
  // The panel, still mounted, has started a new conversation: nothing of the old one is on
  // screen or stored.
  await page.getByRole('button', { name: 'Open the shopping assistant' }).click();
  await expect(panel).toBeVisible();
  await expect(conversation.getByRole('listitem').first()).toBeVisible();
  await expect(conversation).not.toContainText(number);
  await expect(conversation).not.toContainText('where is my order');
  expect(await stored()).not.toContain(number);

  // The shell stays: a page never opened still shows the shop's offline page.
  await context.setOffline(true);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'You are offline', level: 1 })).toBeVisible();
  await context.setOffline(false);
});
