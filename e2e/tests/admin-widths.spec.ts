import type { Locator, Page } from '@playwright/test';
import { placeOrderOfLines, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, listProducts, test } from './fixtures';
import { orderNumber, registerCustomer, ssp } from './order-helpers';

// The admin's orders and products read at a phone's 390 px and a computer's 1280 px (issue 31):
// the order page never pans sideways, its amounts are never clipped, the orders list's filters
// fold away on a phone with each order's total and status in its card, and the products list
// shows its Updated column.

/** The page pans sideways: the document is wider than the window. */
const pansSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The element's content is wider than its box (cut off, or behind a sideways scroll). */
const clipped = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);

/** The element ends inside the window (nothing of it past the right edge). */
async function expectInsideWindow(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** An order of two dear products, several of each: long names and amounts in the millions. */
async function dearOrder(page: Page, tag: string) {
  const customer = await registerCustomer(page.request, tag, 'Wide Amounts');
  const { products } = await listProducts(page.request, { sort: 'high', pageSize: 40 });
  const fitting = products.filter(
    (p) =>
      p.sizes.length > 0 && (p.stock == null || (p.stock[p.sizes[0]!] ?? 0) >= 3) && p.price > 0,
  );
  expect(fitting.length).toBeGreaterThanOrEqual(2);
  const lines = fitting.slice(0, 2).map((product) => ({
    product,
    size: product.sizes[0]!,
    quantity: 3,
  }));
  const lastName = `Widths${tag.replace(/\D/g, '')}${Date.now() % 100000}`;
  const order = await placeOrderOfLines(page.request, customer, lines, { lastName });
  return { order, lastName, lines };
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  const phone = viewport.width < 640;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an order reads without sideways panning and its amounts are whole', async ({
      page,
      context,
    }) => {
      const { order, lines } = await dearOrder(page, `widths-${viewport.width}`);
      await signInAdmin(context, page.request);
      await page.goto(`/admin/orders/${order._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Order #${orderNumber(order._id)}` }),
      ).toBeVisible();
      expect(await pansSideways(page)).toBe(false);

      const items = page.getByRole('region', { name: 'Items' });
      for (const line of lines) {
        const total = ssp(line.product.price * line.quantity);
        // A phone shows the items as a list of cards, a wider screen as a table.
        const item = phone
          ? items.getByRole('listitem').filter({ hasText: line.product.name })
          : items.getByRole('row').filter({ hasText: line.product.name });
        await expect(item).toBeVisible();
        const amount = item.getByText(total, { exact: true });
        await expect(amount).toBeVisible();
        await expectInsideWindow(page, amount);
        expect(await clipped(amount)).toBe(false);
      }
      if (!phone) {
        // The table fits its card: nothing behind a sideways scroll.
        expect(await clipped(items.getByRole('table').locator('xpath=..'))).toBe(false);
        await expect(items.getByRole('columnheader', { name: 'Line total' })).toBeVisible();
      }
      const grandTotal = items
        .getByText(ssp(order.amount), { exact: true })
        .filter({ visible: true })
        // The subtotal is the same sum when delivery is free: the total is the last line.
        .last();
      await expectInsideWindow(page, grandTotal);
      await expectNoSeriousA11yViolations(page);
    });

    test('the orders list shows each total and status on the first screen', async ({
      page,
      context,
    }) => {
      const { order, lastName } = await dearOrder(page, `list-${viewport.width}`);
      await signInAdmin(context, page.request);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      const search = page.getByRole('search');
      const disclosure = page.getByRole('button', { name: /^Filters/ });
      if (phone) {
        // Folded on a phone until asked for, so the orders start on the first screen.
        await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
        await expect(search).toBeHidden();
        await disclosure.click();
        await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
        await expect(search).toBeVisible();
        await disclosure.click();
        await expect(search).toBeHidden();
      } else {
        await expect(disclosure).toBeHidden();
        await expect(search).toBeVisible();
      }
      const first = phone
        ? page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first()
        : page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
      await expect(first.getByText(/^SSP /)).toBeVisible();
      await expectInsideWindow(page, first.getByText(/^SSP /));
      expect(await pansSideways(page)).toBe(false);

      // A filter set in the address opens the filters, to show what the list is narrowed by.
      await page.goto(`/admin/orders?q=${lastName}`);
      await expect(search).toBeVisible();
      if (phone) await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
      const mine = (
        phone
          ? page.getByRole('list', { name: 'Orders' }).getByRole('listitem')
          : page.getByRole('table', { name: 'Orders' }).getByRole('row')
      ).filter({ hasText: `#${orderNumber(order._id)}` });
      await expect(mine).toHaveCount(1);
      const total = mine.getByText(ssp(order.amount), { exact: true });
      await expect(total).toBeVisible();
      await expectInsideWindow(page, total);
      const status = mine.getByText('Order Placed', { exact: true });
      await expect(status).toBeVisible();
      await expectInsideWindow(page, status);
      expect(await pansSideways(page)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the products list shows its Updated column without a sideways scroll', async ({
    page,
    context,
  }) => {
    await signInAdmin(context, page.request);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Products' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expectInsideWindow(page, table.getByRole('columnheader', { name: 'Updated' }));
    expect(await clipped(table.locator('xpath=..'))).toBe(false);
  });
});
