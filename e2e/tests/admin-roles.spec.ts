import { adminToken, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cheapProduct, PASSWORD, placeOrderViaApi, registerCustomer } from './order-helpers';

// Staff roles (issue 31, docs/decisions/0068-staff-roles.md): an owner makes a customer a
// warehouse member on the Staff page; signed in, the warehouse member sees neither the sales
// reports in the menu nor by their address (and the API refuses them), but opens the stock
// report, a product's stock history and a packing slip. A content member's legal pages are
// headed "Legal pages", not "Settings".

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an owner adds a warehouse member, who sees stock and packing slips but no sales reports', async ({
      page,
      context,
      browser,
      request,
    }) => {
      const name = `Keji Warehouse ${viewport.width}`;
      const worker = await registerCustomer(request, `warehouse-${viewport.width}`, name);
      const buyer = await registerCustomer(request, `roles-buyer-${viewport.width}`);
      const product = await cheapProduct(request, 2);
      const order = await placeOrderViaApi(request, buyer, product);

      // The owner adds them on the Staff page.
      await signInAdmin(context, request);
      await page.goto('/admin/staff');
      await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('E-mail').fill(worker.email);
      await page.getByLabel('Role', { exact: true }).selectOption('warehouse');
      await page.getByRole('button', { name: 'Add staff member' }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: `${name} is now staff (Warehouse). They sign in with their own password.`,
        }),
      ).toBeVisible();
      await expect(page.getByLabel(`Role of ${name}`)).toHaveValue('warehouse');
      await expectNoSeriousA11yViolations(page);

      // The warehouse member signs in at the admin's login page, in a browser of their own.
      const theirs = await browser.newContext({ viewport });
      const staff = await theirs.newPage();
      await staff.goto('/admin/login');
      await staff.getByLabel('Email').fill(worker.email);
      await staff.getByLabel('Password').fill(PASSWORD);
      await staff.getByRole('button', { name: 'Sign in' }).click();
      // No dashboard for the warehouse: they land on the orders.
      await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await expect(staff).toHaveURL(/\/admin\/orders$/);

      const menu = staff.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      const nav = staff.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'Stock report' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
      for (const hidden of ['Reports', 'Dashboard', 'Customers', 'Settings', 'Staff']) {
        await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
      }

      // The sales report by its address: a sentence, not a broken page.
      await staff.goto('/admin/reports');
      await expect(
        staff.getByRole('heading', { level: 1, name: 'Not part of your role' }),
      ).toBeVisible();
      await expect(
        staff.getByText('Your role (warehouse) does not include reports.'),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(staff);

      // And the API refuses it too.
      const signIn = await request.post('/api/user/admin', {
        data: { email: worker.email, password: PASSWORD },
      });
      const token = ((await signIn.json()) as { token: string }).token;
      const sales = await request.get('/api/admin/reports/sales', { headers: { token } });
      expect(sales.status()).toBe(403);
      expect(((await sales.json()) as { message: string }).message).toBe(
        'Your role (warehouse) does not include reports. Ask an owner if you need it.',
      );

      // The stock report, the product's stock history and the order's packing slip open.
      await staff.goto('/admin/reports/stock');
      await expect(staff.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(staff.getByRole('link', { name: 'Sales', exact: true })).toHaveCount(0);
      await staff.goto(`/admin/products/${product._id}/stock-history`);
      await expect(staff.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(
        staff.getByRole('heading', { name: 'Record goods received, damage or a recount' }),
      ).toBeVisible();
      await staff.goto(`/admin/orders/${order._id}/slip`);
      // The slip names its order (the packing slip of decision 0067, not the old invoice page).
      await expect(
        staff.getByText(`#${order._id.slice(-6).toUpperCase()}`, { exact: true }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(staff);
      await theirs.close();
    });

    test('a content member edits the legal pages under their own name, with no shop settings in sight', async ({
      page,
      request,
    }) => {
      const name = `Achol Content ${viewport.width}`;
      const writer = await registerCustomer(request, `content-${viewport.width}`, name);
      const added = await request.post('/api/admin/staff', {
        headers: { token: await adminToken(request) },
        data: { name, email: writer.email, role: 'content' },
      });
      expect(added.status(), await added.text()).toBe(200);

      await page.goto('/admin/login');
      await page.getByLabel('Email').fill(writer.email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Past the login page (its own heading would not do), on their first page.
      await expect(page).not.toHaveURL(/\/admin\/login/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Settings', exact: true })).toHaveCount(0);
      await nav.getByRole('link', { name: 'Legal pages', exact: true }).click();

      // Their page is named for what they edit, and its tabs are the three pages only.
      await expect(page.getByRole('heading', { level: 1, name: 'Legal pages' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
      const tabs = page.getByRole('navigation', { name: 'Settings pages' });
      await expect(tabs.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
      await expect(tabs.getByRole('link', { name: 'Shop and company' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
