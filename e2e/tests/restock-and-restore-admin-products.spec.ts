import type { APIRequestContext } from '@playwright/test';
import {
  adminToast,
  adminToken,
  openAdmin,
  placeOrderOfLines,
  shopPicture,
  shopVisitor,
  signInAdmin,
} from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import { orderNumber, registerCustomer } from './order-helpers';

// Admin actions on products that only the API tests reached (issue 28): staff cancel an order
// and its lines' units come back to the stock; a product archived out of the shop is restored
// and is back. Each test creates its own product (named to run in the catalogue-changes project:
// a new product is the newest in every list), in Petroleum Services above SSP 1,000,000, out of
// the way of the specs that pick cheap products, and archives it at the end.

const PRICE = 1_450_000;

/** A product of this test's own, through the API; answers its id. */
async function createProduct(
  request: APIRequestContext,
  token: string,
  fields: { name: string; sizes: string[]; stock?: Record<string, number> },
): Promise<string> {
  const created = await request.post('/api/admin/products', {
    headers: { token },
    data: {
      name: fields.name,
      description: 'A steel cooking gas cylinder with its valve, filled in Juba.',
      price: PRICE,
      category: 'PetroleumServices',
      subCategory: 'Gas Cylinders',
      sizes: fields.sizes,
      images: [await shopPicture(request)],
      ...(fields.stock ? { trackStock: true, stock: fields.stock } : {}),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { product: { _id: string } }).product._id;
}

/** Out of every shopper's lists again, whatever the test did with it. */
async function archive(request: APIRequestContext, token: string, id: string) {
  await request.post(`/api/admin/products/${id}/archive`, { headers: { token } });
}

test('staff cancel an order: the units of each of its lines come back to the stock', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const stamp = Date.now().toString(36);
  const name = `Gas cylinder pair ${stamp}`;
  const id = await createProduct(request, token, {
    name,
    sizes: ['6 kg', '13 kg'],
    stock: { '6 kg': 5, '13 kg': 3 },
  });
  try {
    const customer = await registerCustomer(request, 'admin-restock', 'Garang Restock');
    const product = { _id: id, price: PRICE };
    const order = await placeOrderOfLines(request, customer, [
      { product, size: '6 kg', quantity: 2 },
      { product, size: '13 kg', quantity: 1 },
    ]);

    // The order took its units: the editor counts 3 and 2.
    await signInAdmin(context, request);
    await openAdmin(page, `/products/${id}`);
    const units = page.getByRole('group', { name: 'Units in stock' });
    await expect(units.getByLabel('6 kg', { exact: true })).toHaveValue('3');
    await expect(units.getByLabel('13 kg', { exact: true })).toHaveValue('2');

    await openAdmin(page, `/orders/${order._id}`);
    const number = orderNumber(order._id);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(adminToast(page, `Order ${number} is now Cancelled.`)).toBeVisible();
    await expect(page.getByText('This order is Cancelled: nothing more to do.')).toBeVisible();

    // Back to 5 and 3, each size's return in the stock history with its order.
    await openAdmin(page, `/products/${id}`);
    await expect(units.getByLabel('6 kg', { exact: true })).toHaveValue('5');
    await expect(units.getByLabel('13 kg', { exact: true })).toHaveValue('3');
    await openAdmin(page, `/products/${id}/stock-history`);
    const returned = page
      .getByRole('table', { name: 'Stock history' })
      .getByRole('row')
      .filter({ hasText: 'Order cancelled' });
    await expect(returned).toHaveCount(2);
    await expect(returned.filter({ hasText: '6 kg' })).toContainText('3 → 5');
    await expect(returned.filter({ hasText: '13 kg' })).toContainText('2 → 3');
    for (const row of await returned.all())
      await expect(row.getByRole('link', { name: `#${number}` })).toBeVisible();
  } finally {
    await archive(request, token, id);
  }
});

// On purpose: the archived product's page answers 410 (gone) to the shopper.
const GONE = /Failed to load resource: the server responded with a status of 410/;

test('a product archived out of the shop is restored and is back', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const token = await adminToken(request);
  const name = `Gas cylinder 25 kg ${Date.now().toString(36)}`;
  const id = await createProduct(request, token, { name, sizes: ['25 kg'] });
  const shopper = await shopVisitor(browser, baseURL!, [GONE]);
  const shop = shopper.page;
  try {
    await signInAdmin(context, request);
    await openAdmin(page, `/products/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Archive product' }).click();
    await page
      .getByRole('dialog', { name: 'Archive this product?' })
      .getByRole('button', { name: 'Archive product' })
      .click();
    await expect(
      adminToast(page, 'Product archived: it no longer appears in the shop.'),
    ).toBeVisible();
    // Gone, not unknown: a 410 page that says so, on a phone, with what is still sold like it.
    await shop.setViewportSize({ width: 390, height: 844 });
    expect((await shop.goto(`/product/${id}`))?.status()).toBe(410);
    await waitForHydration(shop);
    const main = shop.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      main.getByText('This product is no longer sold. Have a look at our other products.'),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Shop Gas Cylinders' })).toHaveAttribute(
      'href',
      '/collection?category=PetroleumServices&subCategory=Gas%20Cylinders',
    );
    const similar = main.getByRole('region', { name: 'Similar products' });
    await expect(similar.getByRole('article').first()).toBeVisible();
    await expect(similar.getByRole('heading', { name })).toHaveCount(0);
    await expectNoSeriousA11yViolations(shop);
    await shop.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Restore to the shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore this product?' });
    await expect(dialog).toContainText(`“${name}” appears in the shop again, as it was.`);
    await dialog.getByRole('button', { name: 'Restore product' }).click();
    await expect(adminToast(page, 'Product restored: it appears in the shop again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Archive product' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^View on the shop/ })).toHaveAttribute(
      'href',
      `/product/${id}`,
    );

    // The shopper finds it again: its own page and the search.
    expect((await shop.goto(`/product/${id}`))?.status()).toBe(200);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await shop.goto(`/collection?q=${encodeURIComponent(name)}`);
    await waitForHydration(shop);
    await expect(
      shop.getByRole('main').getByRole('article').getByRole('heading', { name }),
    ).toBeVisible();
  } finally {
    await archive(request, token, id);
    await shopper.close();
  }
});
