import { adminToast, adminToken, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cheapProduct, orderNumber, placeOrderViaApi, registerCustomer } from './order-helpers';

// A status change asks first (issue 31): the dialog names the e-mail the customer will get and the
// step a move skips, keeps the focus inside until it closes and gives it back; a move on can be
// undone for 30 seconds, before that e-mail leaves the outbox.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a skip to Delivered is said in the dialog, and undone before its e-mail', async ({
      page,
      context,
    }) => {
      const customer = await registerCustomer(
        page.request,
        `undo-${viewport.width}`,
        'Undo Shopper',
      );
      const order = await placeOrderViaApi(
        page.request,
        customer,
        await cheapProduct(page.request),
      );
      const token = await adminToken(page.request);
      for (const status of ['Processing', 'Shipped']) {
        const moved = await page.request.post(`/api/admin/orders/${order._id}/status`, {
          headers: { token },
          data: { status },
        });
        expect(moved.ok(), await moved.text()).toBeTruthy();
      }

      await signInAdmin(context, page.request);
      await page.goto(`/admin/orders/${order._id}`);
      const number = orderNumber(order._id);
      await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();

      const deliver = page.getByRole('button', { name: 'Mark as Delivered' });
      await deliver.click();
      const ask = page.getByRole('dialog', { name: 'Mark as Delivered?' });
      await expect(ask).toContainText(
        `The customer will get the e-mail “Order ${number}: Delivered” at ${customer.email}.`,
      );
      await expect(ask).toContainText('This skips Out for delivery');
      await expect(ask).toContainText('You can undo this for 30 seconds');
      await expectNoSeriousA11yViolations(page);
      // The focus stays in the dialog however far one tabs; Escape closes it and gives it back.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await ask.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(deliver).toBeFocused();

      await deliver.click();
      await ask.getByRole('button', { name: 'Mark as Delivered' }).click();
      await expect(adminToast(page, `Order ${number} is now Delivered.`)).toBeVisible();
      // The Undo button takes the focus, its seconds counting down.
      const undo = page.getByRole('button', { name: 'Undo Delivered' });
      await expect(undo).toBeFocused();
      await expect(page.getByText(/The e-mail to the customer leaves in \d+ s/)).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(
        adminToast(
          page,
          `Order ${number} is back to Shipped (was Delivered). The customer was not e-mailed.`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

      const answer = await page.request.get(`/api/admin/orders/${order._id}`, {
        headers: { token },
      });
      const { order: now } = (await answer.json()) as {
        order: { status: string; payment: boolean; statusHistory: { status: string }[] };
      };
      expect(now.status).toBe('Shipped');
      expect(now.payment).toBe(false);
      expect(now.statusHistory.map((h) => h.status)).toEqual([
        'Order Placed',
        'Processing',
        'Shipped',
      ]);
    });
  });
}
