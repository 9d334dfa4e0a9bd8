import fs from 'node:fs';
import { signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cheapProduct, placeOrderViaApi, registerCustomer, ssp } from './order-helpers';

// The staff's reports (issue 31): sales of a range of Juba days grouped by product, category or
// customer, with the CSV, and the stock's low and slow movers. The test's own customer and order
// are what it looks for, among the demo shop's and other tests' sales.

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // The range refused on purpose is a 400, which the browser logs as a failed resource.
    test.use({ viewport, allowedConsoleErrors: [/status of 400/] });

    test('a customer’s order shows in the sales report and its CSV; the stock report lists slow movers', async ({
      page,
      context,
      request,
    }) => {
      const name = `Reported Buyer ${viewport.width}`;
      const customer = await registerCustomer(request, `report-${viewport.width}`, name);
      const product = await cheapProduct(request, 1);
      await placeOrderViaApi(request, customer, product);

      await signInAdmin(context, request);
      await page.goto('/admin/');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // On a phone the sections sit behind the menu button.
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Reports' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(page.getByText('Goods sold', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Last 7 days' }).click();
      await page.getByRole('link', { name: 'By customer' }).click();
      await expect(page).toHaveURL(/by=customer/);
      await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
      const rows = page.getByRole(viewport.width < 640 ? 'listitem' : 'row').filter({
        hasText: name,
      });
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(customer.email);
      await expect(rows).toContainText(ssp(product.price));

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(
        /^sales-by-customer-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = fs.readFileSync(await file.path(), 'utf8');
      expect(csv).toContain(`${name},${customer.email},1,1,${product.price}`);

      // Days are typed as the admin shows them; a range that ends before it starts is refused
      // with the API's words.
      await page.getByLabel('From', { exact: true }).fill('4 Mar 2031');
      await page.getByLabel('To', { exact: true }).fill('3 March 2031');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'The start date must not be after the end date',
      );

      await page.getByRole('link', { name: 'Stock', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Slow-moving products' })).toBeVisible();
      await page.getByRole('link', { name: '90 days' }).click();
      await expect(page).toHaveURL(/days=90/);
      if (viewport.width >= 640)
        await expect(page.getByRole('columnheader', { name: 'Sold in 90 days' })).toBeVisible();
      else await expect(page.getByText(/on hand$/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
