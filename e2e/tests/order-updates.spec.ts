import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signInAdmin, adminToast } from './admin-helpers';
import { waitForSms, waitForWhatsApp } from './captured-texts';
import { fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import {
  cheapProduct,
  orderNumber,
  registerCustomer,
  setServerCart,
  signInBrowser,
  userOrders,
} from './order-helpers';

// Order updates by SMS and WhatsApp (issue 33, docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
// the customer chooses SMS or WhatsApp at checkout; the fake provider receives the order's
// message with a /track link that works; staff move the order to Out for delivery and its
// message follows once the 30 seconds staff may undo the move have passed. The choice can also
// be made on the profile, and the checkout offers it first (decision 0071).

type Viewport = { width: number; height: number };

let serial = 0;
/** A number of this test's own, as people type it (09x...), and as the shop writes it (+211...). */
function ownNumber(prefix: '092' | '095' | '097') {
  const local = `${prefix}${String((Date.now() + ++serial) % 10_000_000).padStart(7, '0')}`;
  return { local, e164: `+211${local.slice(1)}` };
}

/** A signed-in customer's order placed at checkout, choosing `updates` for its delivery phone. */
async function placeChoosing(
  page: Page,
  context: BrowserContext,
  phone: string,
  updates: RegExp,
  tag: string,
) {
  const customer = await registerCustomer(page.request, tag, 'Ayak Texted');
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 1)]);
  await signInBrowser(context, customer);
  await openCheckout(page);
  await fillAddress(page);
  await fillAddress(page, { phone });

  const group = page.getByRole('group', { name: 'Order updates by' });
  await expect(group.getByRole('radio', { name: /E-mail only/ })).toBeChecked();
  await group.getByRole('radio', { name: updates }).check();
  await expectNoSeriousA11yViolations(page);
  await placeOrderButton(page).click();
  await page.waitForURL('**/orders');
  const [order] = await userOrders(page.request, customer);
  return { id: order!._id, number: orderNumber(order!._id) };
}

/** The tracking link of a message, opened on a browser never signed in, finds the order. */
async function expectTrackingLinkWorks(
  browser: Browser,
  viewport: Viewport,
  link: string,
  number: string,
  phone: string,
) {
  const url = new URL(link);
  expect(url.pathname).toBe('/track');
  expect(url.searchParams.get('order')).toBe(number);
  const visitor = await browser.newPage({ viewport });
  await visitor.goto(`${url.pathname}${url.search}`);
  await waitForHydration(visitor);
  await expect(visitor.getByLabel('Order number')).toHaveValue(number);
  await visitor.getByLabel('Phone number of the delivery address').fill(phone);
  await visitor.getByRole('button', { name: 'Track order' }).click();
  await expect(visitor.getByRole('article', { name: `Order #${number}` })).toBeVisible();
  await visitor.close();
}

/** Staff move the order on: Processing, Shipped, then Out for delivery from the order's page. */
async function staffSendOut(
  browser: Browser,
  request: APIRequestContext,
  viewport: Viewport,
  order: { id: string; number: string },
) {
  const staff = await browser.newContext({ viewport });
  await signInAdmin(staff, request);
  const admin = await staff.newPage();
  await admin.goto(`/admin/orders/${order.id}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: `Order #${order.number}` }),
  ).toBeVisible();
  for (const status of ['Processing', 'Shipped', 'Out for delivery']) {
    await admin.getByRole('button', { name: `Mark as ${status}` }).click();
    await admin
      .getByRole('dialog', { name: `Mark as ${status}?` })
      .getByRole('button', { name: `Mark as ${status}` })
      .click();
    await expect(adminToast(admin, `Order ${order.number} is now ${status}.`)).toBeVisible();
  }
  await staff.close();
}

const TRACK_LINK = /https?:\/\/\S+\/track\?order=[A-Z0-9]{6}/;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a customer who chose SMS gets the order and its delivery by text', async ({
      page,
      context,
      browser,
    }) => {
      // Waits out the undo window of the status change (30 s) before its message leaves.
      test.slow();
      const phone = ownNumber('092');
      const order = await placeChoosing(
        page,
        context,
        phone.local,
        /^SMS/,
        `sms-${viewport.width}`,
      );

      // The gateway got one SMS for the order, with a link to /track and the number filled in.
      const [placed] = await waitForSms(phone.e164);
      expect(placed!.body).toContain(`order ${order.number} received`);
      const link = TRACK_LINK.exec(placed!.body)?.[0];
      expect(link, 'the SMS links to /track').toBeTruthy();
      await expectTrackingLinkWorks(browser, viewport, link!, order.number, phone.local);

      await staffSendOut(browser, page.request, viewport, order);
      // Processing and Shipped send no text; Out for delivery does, after the undo window.
      const [, out] = await waitForSms(phone.e164, 2, 45_000);
      expect(out!.body).toContain(`order ${order.number} is out for delivery`);
      expect(out!.body).toContain(link!);
    });

    test('a customer who chose WhatsApp gets the approved templates, with a working link', async ({
      page,
      context,
      browser,
    }) => {
      test.slow();
      const phone = ownNumber('095');
      const order = await placeChoosing(
        page,
        context,
        phone.local,
        /^WhatsApp/,
        `whatsapp-${viewport.width}`,
      );

      // The Cloud API got the 'order_placed' template: {{1}} the shop, {{2}} the order number,
      // {{3}} the tracking link, {{4}} the shop's phone.
      const [placed] = await waitForWhatsApp(phone.e164);
      expect(placed).toMatchObject({ template: 'order_placed', language: 'en' });
      const { company } = (await (await page.request.get('/api/settings')).json()) as {
        company: { shortName: string; phones: string[] };
      };
      const [shop, number, link, shopPhone] = placed!.params;
      expect([shop, number, shopPhone]).toEqual([
        company.shortName,
        order.number,
        company.phones[0],
      ]);
      expect(link).toMatch(TRACK_LINK);
      await expectTrackingLinkWorks(browser, viewport, link!, order.number, phone.local);

      await staffSendOut(browser, page.request, viewport, order);
      const [, out] = await waitForWhatsApp(phone.e164, 2, 45_000);
      expect(out).toMatchObject({
        template: 'order_out_for_delivery',
        params: [shop, order.number, link, shopPhone],
      });
    });

    test('the choice made on the profile is the one the checkout offers first', async ({
      page,
      context,
    }) => {
      const customer = await registerCustomer(page.request, `updates-profile-${viewport.width}`);
      await setServerCart(page.request, customer, [await cheapProduct(page.request, 2)]);
      await signInBrowser(context, customer);
      await page.goto('/profile');
      await waitForHydration(page);

      const card = page.getByRole('region', { name: 'Order updates' });
      const group = card.getByRole('group', { name: 'Order updates by' });
      await expect(group.getByRole('radio', { name: /E-mail only/ })).toBeChecked();
      // By keyboard, as the radios are reached: the arrow moves the choice within the group.
      await group.getByRole('radio', { name: /E-mail only/ }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(group.getByRole('radio', { name: /^WhatsApp/ })).toBeChecked();
      await expect(group.getByRole('radio', { name: /^WhatsApp/ })).toBeFocused();
      await card.getByRole('button', { name: 'Save choice' }).click();
      await expect(card.getByRole('status')).toHaveText(
        'Saved: order updates come by WhatsApp and e-mail.',
      );
      await expectNoSeriousA11yViolations(page);

      // Kept by the account: again after a reload, and first at the checkout.
      await page.reload();
      await waitForHydration(page);
      await expect(
        page
          .getByRole('region', { name: 'Order updates' })
          .getByRole('radio', { name: /^WhatsApp/ }),
      ).toBeChecked();
      await openCheckout(page);
      await expect(
        page
          .getByRole('group', { name: 'Order updates by' })
          .getByRole('radio', { name: /^WhatsApp/ }),
      ).toBeChecked();
    });
  });
}
