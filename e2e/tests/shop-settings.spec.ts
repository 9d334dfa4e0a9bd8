import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  openProduct,
  addSizeToCart,
  toast,
  waitForHydration,
} from './fixtures';
import { adminToast, adminToken, openAdmin, shopPicture, signInAdmin } from './admin-helpers';
import { cartLink, cheapProduct, ssp } from './order-helpers';

// Staff change the shop-wide delivery fee and the storefront follows at once. This file runs in
// its own Playwright project after every other test (playwright.config.ts): while the fee is
// changed, a cart or checkout test running beside it would see the wrong shipping.

// Its tests change the same settings and put them back: one after the other, never side by side
// (the configuration runs tests of a file in parallel otherwise).
test.describe.configure({ mode: 'default' });

interface Settings {
  deliveryFee: number;
  freeDeliveryThreshold: number;
  lowStockThreshold: number;
  lineQuantityMax: number;
  company: Record<string, unknown>;
}

test('a new delivery fee shows in the storefront cart', async ({ page, context, browser }) => {
  const original = (await (await page.request.get('/api/settings')).json()) as Settings;
  const newFee = original.deliveryFee + 1_234;

  // The shopper's cart, in a separate browser profile (the admin's token must not reach it).
  const product = await cheapProduct(page.request);
  const shopContext = await browser.newContext();
  const shopErrors: string[] = [];
  const shop = await shopContext.newPage();
  shop.on('pageerror', (e) => shopErrors.push(e.message));
  await openProduct(shop, product._id);
  await addSizeToCart(shop, product.sizes[0]!);
  await expect(cartLink(shop)).toHaveAccessibleName('Cart, 1 item');
  await shop.goto('/cart');
  const shipping = shop
    .getByRole('region', { name: 'Order Summary' })
    .locator('dl > div')
    .filter({ has: shop.getByRole('term').filter({ hasText: 'Shipping' }) })
    .getByRole('definition');
  await expect(shipping).toHaveText(ssp(original.deliveryFee));

  await signInAdmin(context, page.request);
  try {
    await openAdmin(page, '/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const fee = page.getByLabel('Delivery fee (SSP)');
    await expect(fee).toHaveValue(String(original.deliveryFee));
    await expectNoSeriousA11yViolations(page);

    // Per-field messages from the API's own schema, before anything is sent.
    await fee.fill('a lot');
    const firstEmail = page.getByRole('textbox', { name: 'E-mail address 1', exact: true });
    const emailBefore = await firstEmail.inputValue();
    await firstEmail.fill('not-an-email');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Delivery fee must be a number')).toBeVisible();
    await expect(page.getByText('Each e-mail must be a valid e-mail address')).toBeVisible();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(fee).toBeFocused();

    await firstEmail.fill(emailBefore);
    await fee.fill(newFee.toLocaleString('en-US'));
    await expect(page.getByText(`Shown as ${ssp(newFee)}`)).toBeVisible();
    await expect(page.getByText('Delivery fee must be a number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminToast(page, 'Settings saved. The shop uses them from now on.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // The storefront reads the settings on every page view: no restart, no cache to wait for.
    await shop.reload();
    await expect(shipping).toHaveText(ssp(newFee));
  } finally {
    // Other tests expect the shop's usual fee: put it back at once.
    const token = await adminToken(page.request);
    const restored = await page.request.put('/api/admin/settings', {
      headers: { token },
      data: {
        deliveryFee: original.deliveryFee,
        freeDeliveryThreshold: original.freeDeliveryThreshold,
        lowStockThreshold: original.lowStockThreshold,
        company: original.company,
      },
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    await shopContext.close();
  }
  expect(shopErrors).toEqual([]);
});

// Staff set the most units per order line and the depot (decision 0054): a bulk quantity in the
// cart stops at the new bound with its reason, and /company shows the new depot beside the office.
test('the most units per order line and the depot follow the admin settings', async ({
  page,
  context,
  browser,
}) => {
  const original = (await (await page.request.get('/api/settings')).json()) as Settings;
  const token = await adminToken(page.request);
  // A product of this test's own, sold without counting: only the bound limits its line.
  const name = `Relief tent ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/products', {
    headers: { token },
    data: {
      name,
      description: 'Family relief tent, 4 x 6 m.',
      price: 1_300_000,
      category: 'ReliefSupplies',
      subCategory: 'Tents',
      sizes: ['4 x 6 m'],
      images: [await shopPicture(page.request)],
      unit: 'piece',
      trackStock: false,
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id = ((await created.json()) as { product: { _id: string } }).product._id;

  const shopContext = await browser.newContext();
  const shopErrors: string[] = [];
  const shop = await shopContext.newPage();
  shop.on('pageerror', (e) => shopErrors.push(e.message));
  await signInAdmin(context, page.request);
  try {
    await openProduct(shop, id);
    await addSizeToCart(shop, '4 x 6 m');
    await expect(shop.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

    await openAdmin(page, '/settings');
    const bound = page.getByLabel('Most units per order line');
    await expect(bound).toHaveValue(String(original.lineQuantityMax));
    await bound.fill('none');
    await page.getByLabel('What the depot is for').fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Most units per order line must be a number')).toBeVisible();
    await expect(page.getByText('Please say what the depot is for')).toBeVisible();
    await bound.fill('300');
    await page.getByLabel('Depot address (optional)').fill('Gudele Block 3, Juba, South Sudan');
    await page.getByLabel('What the depot is for').fill('Yard: timber, steel and cement');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(adminToast(page, 'Settings saved. The shop uses them from now on.')).toBeVisible();

    await shop.goto('/cart');
    await waitForHydration(shop);
    const quantity = shop.getByRole('textbox', { name: `Quantity of ${name}, size 4 x 6 m` });
    await quantity.fill('5000');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('300');
    await expect(toast(shop, 'At most 300 per order line: quantity set to 300')).toBeVisible();

    await shop.goto('/company#location');
    const location = shop.locator('#location');
    await expect(location.getByRole('heading', { name: 'Depot' })).toBeVisible();
    await expect(location).toContainText('Gudele Block 3, Juba, South Sudan');
    await expect(location).toContainText('Yard: timber, steel and cement');
    await expect(location).toContainText(String(original.company.address));
  } finally {
    const restored = await page.request.put('/api/admin/settings', {
      headers: { token },
      data: {
        deliveryFee: original.deliveryFee,
        freeDeliveryThreshold: original.freeDeliveryThreshold,
        lowStockThreshold: original.lowStockThreshold,
        lineQuantityMax: original.lineQuantityMax,
        company: original.company,
      },
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    const archived = await page.request.post(`/api/admin/products/${id}/archive`, {
      headers: { token },
    });
    expect(archived.ok(), await archived.text()).toBeTruthy();
    await shopContext.close();
  }
  expect(shopErrors).toEqual([]);
});
