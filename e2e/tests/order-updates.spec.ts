import { signInAdmin, adminToast } from './admin-helpers';
import { waitForSms } from './captured-sms';
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

// Order updates by SMS (issue 33, docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): the
// customer chooses SMS at checkout; the fake gateway receives the order's message with a /track
// link that works; staff move the order to Out for delivery and its message follows once the
// 30 seconds staff may undo the move have passed.

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
      const customer = await registerCustomer(page.request, `sms-${viewport.width}`, 'Ayak Texted');
      await setServerCart(page.request, customer, [await cheapProduct(page.request, 1)]);
      await signInBrowser(context, customer);
      await openCheckout(page);
      // A number of this test's own, as people type it.
      const local = `092${String(Date.now() % 10_000_000).padStart(7, '0')}`;
      const e164 = `+211${local.slice(1)}`;
      await fillAddress(page);
      await fillAddress(page, { phone: local });

      const updates = page.getByRole('group', { name: 'Order updates by' });
      await expect(updates.getByRole('radio', { name: /E-mail only/ })).toBeChecked();
      await updates.getByRole('radio', { name: /^SMS/ }).check();
      await expectNoSeriousA11yViolations(page);
      await placeOrderButton(page).click();
      await page.waitForURL('**/orders');
      const [order] = await userOrders(page.request, customer);
      const number = orderNumber(order!._id);

      // The gateway got one SMS for the order, with a link to /track and the number filled in.
      const [placed] = await waitForSms(e164);
      expect(placed!.body).toContain(`order ${number} received`);
      const link = /https?:\/\/\S+\/track\?order=[A-Z0-9]{6}/.exec(placed!.body)?.[0];
      expect(link, 'the SMS links to /track').toBeTruthy();
      const url = new URL(link!);
      expect(url.searchParams.get('order')).toBe(number);

      // The link works on a browser that was never signed in.
      const visitor = await browser.newPage({ viewport });
      await visitor.goto(`${url.pathname}${url.search}`);
      await waitForHydration(visitor);
      await expect(visitor.getByLabel('Order number')).toHaveValue(number);
      await visitor.getByLabel('Phone number of the delivery address').fill(local);
      await visitor.getByRole('button', { name: 'Track order' }).click();
      await expect(visitor.getByRole('article', { name: `Order #${number}` })).toBeVisible();
      await visitor.close();

      // Staff move it on: Processing, Shipped, then Out for delivery from the order's page.
      const staff = await browser.newContext({ viewport });
      await signInAdmin(staff, page.request);
      const admin = await staff.newPage();
      await admin.goto(`/admin/orders/${order!._id}`);
      await expect(
        admin.getByRole('heading', { level: 1, name: `Order #${number}` }),
      ).toBeVisible();
      for (const status of ['Processing', 'Shipped', 'Out for delivery']) {
        await admin.getByRole('button', { name: `Mark as ${status}` }).click();
        await admin
          .getByRole('dialog', { name: `Mark as ${status}?` })
          .getByRole('button', { name: `Mark as ${status}` })
          .click();
        await expect(adminToast(admin, `Order ${number} is now ${status}.`)).toBeVisible();
      }
      await staff.close();

      // Processing and Shipped send no text; Out for delivery does, after the undo window.
      const [, out] = await waitForSms(e164, 2, 45_000);
      expect(out!.body).toContain(`order ${number} is out for delivery`);
      expect(out!.body).toContain(link!);
    });
  });
}
