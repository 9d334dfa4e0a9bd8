import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToast, adminToken, signInAdmin } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { cheapProduct, orderNumber, placeOrderViaApi, registerCustomer } from './order-helpers';

// Invoices, bulk actions and day filters of the orders list (docs/decisions/0067): an invoice
// issued from the order's page shows its number, the company's TIN and the order's lines; two
// ticked orders move together and print their packing slips (no prices) on a page each.

const TIN = 'NRA 100-234-567';

/** The company's TIN, set once for the shop when it has none (only invoices print it). */
async function ensureTaxNumber(request: APIRequestContext) {
  const token = await adminToken(request);
  const answer = await request.get('/api/admin/settings', { headers: { token } });
  const { settings } = (await answer.json()) as {
    settings: { currency?: string; company: { taxNumber: string } } & Record<string, unknown>;
  };
  if (settings.company.taxNumber === TIN) return;
  const { currency: _currency, ...editable } = settings;
  const saved = await request.put('/api/admin/settings', {
    headers: { token },
    data: { ...editable, company: { ...settings.company, taxNumber: TIN } },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

async function statusOf(request: APIRequestContext, id: string) {
  const token = await adminToken(request);
  const answer = await request.get(`/api/admin/orders/${id}`, { headers: { token } });
  return ((await answer.json()) as { order: { status: string } }).order.status;
}

/** The list's filters: behind the "Filters" button on a phone. */
async function openFilters(page: Page, width: number) {
  if (width < 640) await page.getByRole('button', { name: /^Filters/ }).click();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an invoice is issued with its number, the TIN and the lines; the packing slip has no prices', async ({
      page,
      context,
    }, testInfo) => {
      await ensureTaxNumber(page.request);
      const customer = await registerCustomer(
        page.request,
        `invoice-${viewport.width}`,
        'Invoice Buyer',
      );
      const product = await cheapProduct(page.request);
      const order = await placeOrderViaApi(page.request, customer, product);
      const number = orderNumber(order._id);

      await signInAdmin(context, page.request);
      await page.goto(`/admin/orders/${order._id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible();
      const panel = page.getByRole('region', { name: 'Invoice' });
      await expect(panel).toContainText('No invoice yet.');
      await panel.getByRole('button', { name: 'Issue invoice' }).click();
      const ask = page.getByRole('dialog', { name: `Issue an invoice for order #${number}?` });
      await expect(ask).toContainText('It takes the next invoice number');
      await ask.getByRole('button', { name: 'Issue invoice' }).click();
      await expect(adminToast(page, 'Invoice INV-')).toBeVisible();
      const invoiceNumber = (await panel.locator('.font-mono').innerText()).trim();
      expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

      await panel.getByRole('link', { name: 'View and print invoice' }).click();
      const sheet = page.getByRole('article', { name: 'Invoice' });
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText(invoiceNumber);
      await expect(sheet).toContainText(`TIN ${TIN}`);
      await expect(sheet).toContainText(`#${number}`);
      await expect(sheet).toContainText('Invoice Buyer');
      const lines = sheet.getByRole('table', { name: `Lines of invoice ${invoiceNumber}` });
      await expect(lines.getByRole('row')).toHaveCount(2);
      await expect(lines).toContainText(product.name);
      await expect(sheet).toContainText(
        `SSP ${order.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
      await expectNoSeriousA11yViolations(page);
      // Printed, the sheet fills an A4 page without the admin's menu or buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await page.screenshot({
        path: testInfo.outputPath(`invoice-print-${viewport.width}.png`),
        fullPage: true,
      });
      await page.emulateMedia({ media: 'screen' });
      await page.screenshot({
        path: testInfo.outputPath(`invoice-${viewport.width}.png`),
        fullPage: true,
      });

      // Issued again (another tab, a double click): the same invoice.
      const token = await adminToken(page.request);
      const again = await page.request.post(`/api/admin/orders/${order._id}/invoice`, {
        headers: { token },
        data: {},
      });
      expect(((await again.json()) as { invoice: { number: string } }).invoice.number).toBe(
        invoiceNumber,
      );

      // The packing slip is separate and names no price.
      await page.goto(`/admin/orders/${order._id}/slip`);
      const slip = page.getByRole('article', { name: 'Packing slip' });
      await expect(slip).toContainText(product.name);
      await expect(slip).not.toContainText('SSP');
      await expect(slip).not.toContainText(invoiceNumber);
    });

    test('two ticked orders move together, and their packing slips print a page each', async ({
      page,
      context,
    }, testInfo) => {
      const customer = await registerCustomer(page.request, `bulk-${viewport.width}`, 'Bulk Buyer');
      const product = await cheapProduct(page.request);
      const first = await placeOrderViaApi(page.request, customer, product);
      const second = await placeOrderViaApi(page.request, customer, product);

      await signInAdmin(context, page.request);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      const chosen = page.getByText(/^\(\d+ chosen\)$/);
      await expect(chosen).toHaveText('(0 chosen)');
      // Select all on this page ticks every row, and again unticks them.
      const all = page.getByLabel('Select all on this page');
      await all.check();
      const rows = await page.getByRole('checkbox', { name: /^Choose order #/ }).count();
      await expect(chosen).toHaveText(`(${rows} chosen)`);
      await all.uncheck();
      await expect(chosen).toHaveText('(0 chosen)');

      for (const order of [first, second])
        await page
          .getByRole('checkbox', { name: `Choose order #${orderNumber(order._id)}` })
          .check();
      await expect(chosen).toHaveText('(2 chosen)');
      await page.screenshot({
        path: testInfo.outputPath(`orders-chosen-${viewport.width}.png`),
        fullPage: false,
      });
      await expectNoSeriousA11yViolations(page);

      // Print their packing slips: one page, one slip per printed page.
      await page.getByRole('link', { name: 'Print packing slips (2)' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Packing slips' })).toBeVisible();
      const slips = page.getByRole('article', { name: 'Packing slip' });
      await expect(slips).toHaveCount(2);
      // In the list's order: newest first.
      await expect(slips.nth(0)).toContainText(`#${orderNumber(second._id)}`);
      await expect(slips.nth(1)).toContainText(`#${orderNumber(first._id)}`);
      await expect(page.getByRole('main')).not.toContainText('SSP');
      await expectNoSeriousA11yViolations(page);
      await page.emulateMedia({ media: 'print' });
      expect(await slips.nth(1).evaluate((slip) => getComputedStyle(slip).breakBefore)).toBe(
        'page',
      );
      await page.screenshot({
        path: testInfo.outputPath(`slips-print-${viewport.width}.png`),
        fullPage: true,
      });
      await page.emulateMedia({ media: 'screen' });
      await page.screenshot({
        path: testInfo.outputPath(`slips-${viewport.width}.png`),
        fullPage: true,
      });

      // Back on the list, tick both again and move them to Processing together.
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      for (const order of [first, second])
        await page
          .getByRole('checkbox', { name: `Choose order #${orderNumber(order._id)}` })
          .check();
      await page.getByLabel('Move chosen orders to').selectOption('Processing');
      await page.getByRole('button', { name: 'Change status' }).click();
      const ask = page.getByRole('dialog', { name: 'Move 2 orders to Processing?' });
      await expect(ask).toContainText('its customer gets their status e-mail');
      await ask.getByRole('button', { name: 'Move to Processing' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: '2 orders moved.' }).first(),
      ).toBeVisible();
      await expect(page.getByText(/^Moved: #/)).toContainText(`#${orderNumber(first._id)}`);
      await expect(chosen).toHaveText('(0 chosen)');
      expect(await statusOf(page.request, first._id)).toBe('Processing');
      expect(await statusOf(page.request, second._id)).toBe('Processing');

      // Export CSV writes the list as filtered: here one order, found by its id.
      await page.goto(`/admin/orders?q=${first._id}`);
      await expect(page.getByRole('checkbox', { name: /^Choose order #/ })).toHaveCount(1);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = fs
        .readFileSync((await download.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'order,placed,status,customer,email,phone,delivery address,items,subtotal (SSP),delivery (SSP),discount (SSP),discount reason,total (SSP),payment method,paid,transaction id,invoice',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        new RegExp(`^${orderNumber(first._id)},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Processing,`),
      );
      expect(lines[1]).toContain(`,${first.amount},Cash on Delivery,no,`);
    });

    test('day filters read and show days as the admin writes them, and say when one cannot be read', async ({
      page,
      context,
    }) => {
      await signInAdmin(context, page.request);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await openFilters(page, viewport.width);
      const from = page.getByLabel('Placed from');
      await from.click();
      await page.keyboard.type('31 Nov 2026');
      await page.keyboard.press('Enter');
      await expect(
        page.getByText(
          'Not a real day, or not written as one: write it like 7 Dec 2026 (day, month, year).',
        ),
      ).toBeVisible();
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toBeFocused();
      expect(new URL(page.url()).searchParams.get('from')).toBeNull();

      await from.fill('');
      await page.keyboard.type('01/11/2026');
      await page.getByLabel('Placed until').click();
      // Read on leaving the box, and written back the way the admin shows dates.
      await expect(from).toHaveValue('1 Nov 2026');
      await page.keyboard.type('30 nov 2026');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-30|to=2026-11-30.*from=2026-11-01/);
      // (On a phone the filters stay open: one is set.)
      await expect(page.getByLabel('Placed from')).toHaveValue('1 Nov 2026');
      await expect(page.getByLabel('Placed until')).toHaveValue('30 Nov 2026');
      await expectNoSeriousA11yViolations(page);

      // The audit log's filters read days alike.
      await page.goto('/admin/audit?from=2026-11-01');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      // A set filter keeps them open on a phone too.
      await expect(page.getByLabel('From')).toHaveValue('1 Nov 2026');
    });
  });
}
