import type { APIRequestContext } from '@playwright/test';
import { adminToast, adminToken, openAdmin, shopPicture, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { orderNumber, placeOrderViaApi, registerCustomer } from './order-helpers';

// Units and stock in the admin site (docs/decisions/0031-units-stock-and-tracking.md): staff give
// a product its unit and count its stock per size; an order placed while the editor is open is
// never overwritten (the save is refused at that size); the products list, the stock history and
// the dashboard's low-stock card show the numbers. The product is this file's own (Petroleum
// Services, above SSP 1,000,000, out of the way of the specs that pick cheap products) and is
// archived at the end; the low-stock threshold is put back as it was.

const PRICE = 1_350_000;

interface Settings {
  deliveryFee: number;
  freeDeliveryThreshold: number;
  lowStockThreshold: number;
  company: Record<string, unknown>;
}

async function adminSettings(request: APIRequestContext, token: string): Promise<Settings> {
  const answer = await request.get('/api/admin/settings', { headers: { token } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  return ((await answer.json()) as { settings: Settings }).settings;
}

// On purpose: the save refused because an order took units meanwhile.
test.use({
  allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 409/],
});

test('count a product by its unit and sizes: save, an order in between, list, history, low stock', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const name = `Hydraulic oil ${stamp}`;
  const original = await adminSettings(request, token);

  // An untracked product with two sizes, as it was before stock was counted.
  const picture = await shopPicture(request);
  const created = await request.post('/api/admin/products', {
    headers: { token },
    data: {
      name,
      description: 'Hydraulic oil for loaders and excavators.',
      price: PRICE,
      category: 'PetroleumServices',
      subCategory: 'Lubricants',
      sizes: ['Grade 46', 'Grade 68'],
      images: [picture],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id = ((await created.json()) as { product: { _id: string } }).product._id;

  await signInAdmin(context, request);
  try {
    await openAdmin(page, `/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // The unit: what one unit holds and what it is called, read back as the shop will print it.
    await expect(page.getByLabel('How it is counted')).toHaveValue('goods');
    await page.getByLabel('Measurement').fill('20 L');
    await page.getByRole('combobox', { name: 'Unit', exact: true }).selectOption('bucket');
    await expect(page.getByText('The shop shows the price as')).toContainText(
      'SSP 1,350,000.00 per 20 L bucket',
    );
    const preview = page.getByRole('region', { name: 'Preview as on the shop' });
    await expect(preview).toContainText('per 20 L bucket');

    // Stock is counted per size; the numbers follow the sizes as they come and go.
    const units = page.getByRole('group', { name: 'Units in stock' });
    await expect(units).toHaveCount(0);
    await page.getByLabel('Track stock').check();
    await expect(units.getByRole('textbox')).toHaveCount(2);
    await expect(units.getByLabel('Grade 46', { exact: true })).toHaveValue('0');
    await expect(units.getByLabel('Grade 68', { exact: true })).toHaveValue('0');
    const sizeInput = page.getByLabel('Add a size');
    await sizeInput.fill('Grade 32');
    await sizeInput.press('Enter');
    await expect(units.getByLabel('Grade 32', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Remove size Grade 32' }).click();
    await expect(units.getByLabel('Grade 32', { exact: true })).toHaveCount(0);

    // A number that is not one is refused by the shared schema, at its size.
    const grade46 = units.getByLabel('Grade 46', { exact: true });
    const grade68 = units.getByLabel('Grade 68', { exact: true });
    await grade46.fill('two');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(grade46).toHaveAccessibleDescription(
      'The stock of size Grade 46 must be a whole number from 0 to 10,000,000.',
    );
    await expect(grade46).toHaveAttribute('aria-invalid', 'true');
    await expect(grade46).toBeFocused();
    await grade46.fill('2');
    await grade68.fill('1,500');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminToast(page, 'Product saved.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(grade68).toHaveValue('1500');
    await page.getByRole('button', { name: 'Dismiss message' }).click();

    // A customer orders one of Grade 46 while the editor is still open on 2.
    const customer = await registerCustomer(request, 'admin-stock');
    const order = await placeOrderViaApi(request, customer, {
      _id: id,
      name,
      price: PRICE,
      sizes: ['Grade 46'],
      category: 'PetroleumServices',
      subCategory: 'Lubricants',
      popular: false,
    });

    // Staff change Grade 46: the save is refused at that size rather than undo the order; the
    // size they left alone follows the order's stock, the one they typed keeps its number.
    await grade46.fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const moved = /^The stock of size Grade 46 changed while you were editing .*: it is now 1\./;
    await expect(grade46).toHaveAccessibleDescription(moved);
    await expect(grade46).toHaveAttribute('aria-invalid', 'true');
    await expect(grade46).toBeFocused();
    await expect(grade46).toHaveValue('3');
    await expect(grade68).toHaveValue('1500');
    await expectNoSeriousA11yViolations(page);
    // Checked: 3 it is. The second save is measured against the stock now shown.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(adminToast(page, 'Product saved.')).toBeVisible();
    await expect(grade46).not.toHaveAttribute('aria-invalid', 'true');
    await expect(grade46).toHaveAccessibleDescription('');
    await expect(page.getByText('All changes saved')).toBeVisible();

    // The list: the unit beside the price, the units left of all sizes together.
    await page.goto(`/admin/products?q=${stamp}`);
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({
      hasText: name,
    });
    await expect(row).toContainText('per 20 L bucket');
    await expect(row).toContainText('1,503 left');

    // The history: newest first, each change with its reason, its order and who made it.
    await page.goto(`/admin/products/${id}`);
    await page
      .getByRole('navigation', { name: 'Product pages' })
      .getByRole('link', { name: 'Stock history' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}/stock-history$`));
    const history = page.getByRole('table', { name: 'Stock history' });
    const lines = history.getByRole('row');
    await expect(lines).toHaveCount(5);
    await expect(lines.nth(1)).toContainText('Grade 46');
    await expect(lines.nth(1)).toContainText('+2');
    await expect(lines.nth(1)).toContainText('1 → 3');
    await expect(lines.nth(1)).toContainText('Edited by staff');
    await expect(lines.nth(2)).toContainText('\u22121');
    await expect(lines.nth(2)).toContainText('2 → 1');
    await expect(lines.nth(2)).toContainText('Order');
    await expect(lines.nth(2)).toContainText(customer.name);
    const orderLink = lines.nth(2).getByRole('link', { name: `#${orderNumber(order._id)}` });
    await expect(orderLink).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Size', { exact: true }).selectOption('Grade 68');
    await expect(page).toHaveURL(/[?&]size=Grade\+68/);
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('+1,500');
    await expect(lines.nth(1)).toContainText('0 → 1,500');
    await page.getByLabel('Size', { exact: true }).selectOption('');
    await expect(lines).toHaveCount(5);

    // The order's page: the item priced per its unit, each status change with who made it.
    await orderLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order._id}$`));
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items).toContainText('per 20 L bucket');
    await expect(
      page.getByRole('region', { name: 'History' }).getByRole('listitem').first(),
    ).toContainText(/· by \S/);

    // Low stock: with the threshold at 3, Grade 46 (3 left) is on the dashboard's card.
    await openAdmin(page, '/settings');
    const threshold = page.getByLabel('Low-stock threshold');
    await expect(threshold).toHaveValue(String(original.lowStockThreshold));
    await threshold.fill('3');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminToast(page, 'Settings saved. The shop uses them from now on.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', {
        name: 'Dashboard',
      })
      .click();
    const card = page.getByRole('region', { name: /^Low stock \(\d+\)$/ });
    await expect(card).toContainText(/\d+ sizes? at 3 or fewer units/);
    const item = card.getByRole('link').filter({ hasText: name });
    await expect(item).toContainText('Size Grade 46');
    await expect(item).toContainText('3 buckets left');
    await expect(card.getByRole('link').filter({ hasText: name })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  } finally {
    // The threshold as it was, and the product out of the shop: later specs see the usual shop.
    const restored = await request.put('/api/admin/settings', {
      headers: { token },
      data: {
        deliveryFee: original.deliveryFee,
        freeDeliveryThreshold: original.freeDeliveryThreshold,
        lowStockThreshold: original.lowStockThreshold,
        company: original.company,
      },
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    const archived = await request.post(`/api/admin/products/${id}/archive`, {
      headers: { token },
    });
    expect(archived.ok(), await archived.text()).toBeTruthy();
  }
});

// Goods received, damage and a recount (docs/decisions/0063-stock-receipts-and-adjustments.md),
// recorded on the product's stock history page, at a computer's and a phone's width.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('record goods received, damage and a recount', async ({ page, context, request }) => {
      const token = await adminToken(request);
      const name = `Lubricating grease ${viewport.width} ${Date.now().toString(36)}`;
      const created = await request.post('/api/admin/products', {
        headers: { token },
        data: {
          name,
          description: 'Lithium grease for bearings and axles.',
          price: PRICE,
          category: 'PetroleumServices',
          subCategory: 'Lubricants',
          sizes: ['Tub 5 kg'],
          unit: 'bucket',
          images: [await shopPicture(request)],
          trackStock: true,
          stock: { 'Tub 5 kg': 4 },
        },
      });
      expect(created.ok(), await created.text()).toBeTruthy();
      const id = ((await created.json()) as { product: { _id: string } }).product._id;
      try {
        await signInAdmin(context, request);
        // Not openAdmin: on a phone the section menu is folded away until opened.
        await page.goto(`/admin/products/${id}/stock-history`);
        const form = page.getByRole('region', {
          name: 'Record goods received, damage or a recount',
        });
        await expect(form).toBeVisible();
        await expect(form.getByLabel('For size')).toHaveValue('Tub 5 kg');
        await form.getByLabel('Units received').fill('1,200');
        await form.getByLabel('Supplier (optional)').fill('Nile Lubricants Ltd');
        await form.getByLabel('Cost of one unit, SSP (optional)').fill('18500');
        await form.getByLabel('Note (optional)').fill('Delivery note 88');
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(adminToast(page, 'Goods received recorded')).toBeVisible();
        await expect(page.getByText('Now in stock: Tub 5 kg: 1,204.')).toBeVisible();
        const history = page.getByRole(viewport.width < 768 ? 'list' : 'table', {
          name: 'Stock history',
        });
        await expect(history).toContainText(
          'From Nile Lubricants Ltd at SSP 18,500.00 a unit. Delivery note 88',
        );
        await expectNoSeriousA11yViolations(page);

        // Damage needs a word of what happened, and never takes more than is there.
        await form.getByLabel('What happened', { exact: true }).selectOption('damage');
        await form.getByLabel('Units damaged or lost').fill('5000');
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(form.getByText('Say what happened to them')).toBeVisible();
        await form.getByLabel('What happened to them').fill('Tubs cracked in the heat');
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(
          page
            .getByText('Only 1,204 in stock of size Tub 5 kg: 5,000 cannot be taken out.')
            .first(),
        ).toBeVisible();
        await form.getByLabel('Units damaged or lost').fill('4');
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(adminToast(page, 'Damaged or lost units recorded')).toBeVisible();

        await form.getByLabel('What happened', { exact: true }).selectOption('recount');
        await form.getByLabel('Units counted').fill('1198');
        await form.getByRole('button', { name: 'Record' }).click();
        await expect(adminToast(page, 'Recount recorded')).toBeVisible();
        await expect(page.getByText('Now in stock: Tub 5 kg: 1,198.')).toBeVisible();
        await expect(history).toContainText('Recount');
        await expect(history).toContainText('Tubs cracked in the heat');
      } finally {
        const archived = await request.post(`/api/admin/products/${id}/archive`, {
          headers: { token },
        });
        expect(archived.ok(), await archived.text()).toBeTruthy();
      }
    });
  });
}
