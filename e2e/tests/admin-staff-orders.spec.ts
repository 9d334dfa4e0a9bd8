import { adminToast, adminToken, shopPicture, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// Orders entered by staff for a walk-in customer, with a discount, then edited before dispatch
// (docs/decisions/0070-staff-orders.md), at a computer's and a phone's width. The product is this
// file's own (counted stock, archived at the end), so the stock history shows exactly what the
// order took and what its edit took after.

const PRICE = 1_250_000;

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`staff orders at ${viewport.width} px`, () => {
    // On purpose: a discount without its reason, refused.
    test.use({
      viewport,
      allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 400/],
    });

    test('enter a walk-in order with a discount, find it in the list, edit its quantity and see the stock follow', async ({
      page,
      context,
      request,
    }) => {
      test.slow();
      // Tables for a computer and cards for a phone are both in the page: the one shown counts.
      const shown = (text: string) => page.getByText(text).locator('visible=true').first();
      const token = await adminToken(request);
      const tag = `${viewport.width}${Date.now().toString(36)}`;
      const product = `Engine oil ${tag}`;
      const customer = `Walk-in Lado ${tag}`;
      const created = await request.post('/api/admin/products', {
        headers: { token },
        data: {
          name: product,
          description: 'Engine oil for generators and trucks.',
          price: PRICE,
          category: 'PetroleumServices',
          subCategory: 'Lubricants',
          sizes: ['Can 4 L'],
          images: [await shopPicture(request)],
          trackStock: true,
          stock: { 'Can 4 L': 10 },
        },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const id = ((await created.json()) as { product: { _id: string } }).product._id;
      try {
        await signInAdmin(context, request);
        await page.goto('/admin/orders');
        await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
        await page.getByRole('link', { name: 'New order' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

        await page.getByLabel('Name', { exact: true }).fill(customer);
        await page.getByLabel('Phone', { exact: true }).fill('0912 345 678');
        await page.getByLabel('Find a product to add').fill(product);
        await page
          .getByRole('list', { name: 'Products found' })
          .getByRole('button', { name: `Add ${product}` })
          .click();
        await page.getByLabel(`Quantity of ${product}`).fill('2');
        // A discount without its reason is refused by the server, the field named.
        await page.getByLabel('Discount (SSP)').fill('50000');
        await page.getByRole('button', { name: 'Enter order' }).click();
        await expect(shown('Say why the discount is given.')).toBeVisible();
        await page.getByLabel('Reason for the discount').fill('Regular customer');
        // Cash on collection (the default): a paid order's total cannot change afterwards.
        await expect(page.getByLabel('Cash on delivery or collection')).toBeChecked();
        await expect(page.getByText('SSP 2,450,000.00')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Enter order' }).click();

        await expect(adminToast(page, 'Order entered.')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: /^Order #/ })).toBeVisible();
        const orderUrl = page.url();
        await expect(shown('Entered by')).toBeVisible();
        await expect(shown('Discount: Regular customer')).toBeVisible();

        // The list finds it by the customer's name.
        await page.goto(`/admin/orders?q=${encodeURIComponent(customer)}`);
        await expect(shown(customer)).toBeVisible();
        await expect(shown('SSP 2,450,000.00')).toBeVisible();

        // Edit items: 2 → 3; the stock history shows the order's take and the edit's.
        await page.goto(orderUrl);
        await page.getByRole('button', { name: 'Edit items' }).click();
        await page.getByLabel(`Quantity of ${product}`).fill('3');
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Save items' }).click();
        await expect(adminToast(page, 'Items saved')).toBeVisible();
        await expect(shown('SSP 3,700,000.00')).toBeVisible();

        await page.goto(`/admin/products/${id}/stock-history`);
        const history = page.getByRole(viewport.width < 768 ? 'list' : 'table', {
          name: 'Stock history',
        });
        await expect(history).toContainText('Order items edited');
        await expect(history).toContainText('8 → 7');
        await expect(history).toContainText('10 → 8');
      } finally {
        const archived = await request.post(`/api/admin/products/${id}/archive`, {
          headers: { token },
        });
        expect(archived.ok(), await archived.text()).toBeTruthy();
      }
    });
  });
}
