import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  openProduct,
  addSizeToCart,
} from './fixtures';
import { adminToast, adminToken, openAdmin, signInAdmin } from './admin-helpers';
import { cartLink, cheapProduct, ssp } from './order-helpers';

// Staff change the shop-wide delivery fee and the storefront follows at once. This file runs in
// its own Playwright project after every other test (playwright.config.ts): while the fee is
// changed, a cart or checkout test running beside it would see the wrong shipping.

interface Settings {
  deliveryFee: number;
  freeDeliveryThreshold: number;
  lowStockThreshold: number;
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
