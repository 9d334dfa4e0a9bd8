import type { Page } from '@playwright/test';
import { adminToast, adminToken, signInAdmin } from './admin-helpers';
import { linkInMailTo } from './captured-mail';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import { expectValidHtml } from './valid-html';
import {
  addToServerCart,
  cheapProduct,
  PASSWORD,
  registerCustomer,
  signInBrowser,
  userOrders,
} from './order-helpers';

// Quotations and proforma invoices (docs/decisions/0069-quotations.md), from creation to the
// accepted order, at a desktop's and a phone's width: staff write one in the admin with a price
// of their own, send it; the customer opens the mailed link (read from the e2e SMTP receiver),
// signs in, accepts, and the order carries the quoted price, not the catalogue's.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens an admin page by its address (at 390 px the menu is folded) and waits for its heading. */
async function adminPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`quotations at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('staff create and send a quotation; the customer signs in and accepts it at the quoted price', async ({
      page,
      context,
      browser,
      baseURL,
    }) => {
      test.slow();
      const tag = stamp();
      const product = await cheapProduct(page.request, width === 390 ? 1 : 0);
      // A price of staff's own, below the catalogue's: the order must carry it.
      const quoted = product.price - 1000;
      const customer = await registerCustomer(page.request, `quote-${tag}`, 'Mary Akech');
      const organisation = `Nile Relief ${tag}`;

      await signInAdmin(context, page.request);
      await adminPage(page, '/quotations', 'Quotations');
      await page.getByRole('link', { name: 'New quotation' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New quotation' })).toBeVisible();
      await page.getByLabel('Organisation').fill(organisation);
      await page.getByLabel('Contact name').fill('Mary Akech');
      await page.getByLabel(/^E-mail/).fill(customer.email);
      await page.getByLabel('Phone').fill('+211 912 000 111');
      await page.getByLabel('Find a product to add').fill(product.name);
      await page
        .getByRole('list', { name: 'Products found' })
        .getByRole('button', { name: `Add ${product.name}` })
        .click();
      await page.getByLabel(`Quantity of ${product.name}`).fill('2');
      await page.getByLabel(`Unit price (SSP) of ${product.name}`).fill(String(quoted));
      await page.getByLabel('Delivery fee (SSP)').fill('5000');
      await page.getByLabel('Notes').fill('Delivery to the Gudele warehouse.');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(adminToast(page, 'Quotation saved')).toBeVisible();
      const heading = page.getByRole('heading', { level: 1, name: /^Quotation Q-\d{4}-\d{4}$/ });
      await expect(heading).toBeVisible();
      const number = (await heading.textContent())!.replace('Quotation ', '');

      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Send ${number} to ${customer.email}?` });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(adminToast(page, `Quotation sent to ${customer.email}`)).toBeVisible();
      await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();

      // The customer's side, in a browser of their own.
      const link = await linkInMailTo(customer.email, '/quotation/');
      // The page as the server sends it (the proforma invoice is printed from it) is valid HTML.
      const served = await page.request.get(link);
      expect(served.headers()['cache-control']).toContain('no-store');
      await expectValidHtml(await served.text(), link);
      const visitor = await browser.newContext({
        baseURL,
        bypassCSP: true,
        viewport: { width, height: 900 },
      });
      const shopper = await visitor.newPage();
      const problems: string[] = [];
      shopper.on('pageerror', (e) => problems.push(e.message));
      await shopper.goto(link);
      await expect(shopper.getByRole('heading', { name: 'Proforma invoice' })).toBeVisible();
      await expect(shopper.getByText(number).first()).toBeVisible();
      await expect(shopper.getByText(organisation).first()).toBeVisible();
      await waitForHydration(shopper);
      await expectNoSeriousA11yViolations(shopper);
      // Nothing sideways on a phone.
      const overflow = await shopper.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await shopper.getByRole('link', { name: 'Sign in or create an account to accept' }).click();
      await expect(shopper).toHaveURL(/\/login\?next=/);
      await waitForHydration(shopper);
      await shopper.getByLabel('Email', { exact: true }).fill(customer.email);
      await shopper.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await shopper.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(shopper).toHaveURL(new RegExp(`${link}$`));
      await expect(shopper.getByRole('heading', { name: 'Accept this quotation' })).toBeVisible();
      await shopper.getByLabel('Street').fill('Hai Malakal, Plot 14');
      await shopper.getByLabel('State / Province').fill('Central Equatoria');
      await shopper.getByLabel('Zip code').fill('00000');
      await expectNoSeriousA11yViolations(shopper);
      await shopper.getByRole('button', { name: 'Accept quotation and place the order' }).click();
      await expect(shopper.getByRole('heading', { name: 'Quotation accepted' })).toBeVisible();

      const orders = await userOrders(page.request, customer);
      expect(orders).toHaveLength(1);
      expect(orders[0]!.items.map((i) => [i._id, i.price, i.quantity])).toEqual([
        [product._id, quoted, 2],
      ]);
      expect(orders[0]!.amount).toBe(quoted * 2 + 5000);

      // Opened again, the link says it was accepted and offers no second order.
      await shopper.reload();
      await expect(shopper.getByText(/already been accepted/)).toBeVisible();
      await expect(
        shopper.getByRole('button', { name: 'Accept quotation and place the order' }),
      ).toHaveCount(0);
      await visitor.close();
      expect(problems).toEqual([]);

      // Staff see it accepted, with its order.
      await page.reload();
      await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /^#[0-9A-F]{6}$/ })).toBeVisible();
    });

    test('a signed-in customer asks for a quotation from the cart; staff find it as a draft', async ({
      page,
      context,
    }) => {
      const tag = stamp();
      const customer = await registerCustomer(page.request, `ask-${tag}`, 'Deng School');
      const product = await cheapProduct(page.request, 2);
      await addToServerCart(page.request, customer, product, 1);
      await signInBrowser(context, customer);
      await page.goto('/cart');
      await waitForHydration(page);
      await page.getByText('Buying for an organisation? Ask for a quotation').click();
      const organisation = `Gudele School ${tag}`;
      await page.getByLabel('Organisation').fill(organisation);
      await page.getByLabel('Notes (optional)').fill('For the new term');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Ask for a quotation' }).click();
      const answer = page.getByRole('status').filter({ hasText: /Your request: Q-\d{4}-\d{4}/ });
      await expect(answer).toBeVisible();

      const response = await page.request.get('/api/admin/quotations?status=draft&pageSize=100', {
        headers: { token: await adminToken(page.request) },
      });
      const { quotations } = (await response.json()) as {
        quotations: { _id: string; organisation: string; total: number }[];
      };
      const draft = quotations.find((q) => q.organisation === organisation);
      expect(draft?.total).toBe(product.price);
    });

    test.describe('a link that does not work', () => {
      // The browser logs the page's own 404.
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('says so, with a way to contact the shop', async ({ page }) => {
        const response = await page.goto(`/quotation/${'x'.repeat(43)}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
        await expect(page.getByText(/Ask us to send the quotation again/)).toBeVisible();
        await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
}
