import type { APIRequestContext, Page } from '@playwright/test';
import { REFUSED_DOMAIN } from '../mail-receiver';
import { adminToast, adminToken, signInAdmin, shopVisitor } from './admin-helpers';
import { addressesOf, linkInMailTo, waitForMail } from './captured-mail';
import { fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';
import {
  cheapProduct,
  registerCustomer,
  setServerCart,
  signInBrowser,
  ssp,
  userOrders,
} from './order-helpers';

// Visits and orders counted per newsletter campaign (docs/decisions/0061), at a phone's width and
// a desktop's: staff send a campaign; its reader opens the shop from the link in the mail (the
// server counts the landing and leaves a first-party cookie naming the campaign), places an
// order; the campaign's page, the campaign list and the dashboard's Newsletter panel count the
// visit, the order and its amount. An address the mail server refuses shows as bouncing.

// The dashboard shows the campaign sent last: the two widths take turns.
test.describe.configure({ mode: 'serial' });
test.use({
  // The sign-in's init script (signInAdmin) is offered to every frame, the campaign preview's too,
  // whose sandbox runs no script by design: the browser logs the refusal (as admin-campaigns.spec.ts).
  allowedConsoleErrors: [/Blocked script execution in 'about:srcdoc'/],
});

const COD_SUCCESS =
  "🎉 Thank you for your order! Your order has been placed successfully. We'll contact you soon for delivery details.";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function confirmedSubscriber(request: APIRequestContext, email: string) {
  const signUp = await request.post('/api/newsletter', { data: { email } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  const token = (await linkInMailTo(email, '/newsletter/confirm/')).split('/').pop()!;
  const confirm = await request.post('/api/newsletter/confirm', { data: { token } });
  expect(confirm.ok(), await confirm.text()).toBeTruthy();
}

/** A draft with one product card, written through the staff's API (composing has its own spec). */
async function draftCampaign(request: APIRequestContext, subject: string, productId: string) {
  const response = await request.post('/api/admin/campaigns', {
    headers: { token: await adminToken(request) },
    data: { subject, preheader: '', body: 'Year-end prices on the shop.', productIds: [productId] },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { campaign: { _id: string } }).campaign._id;
}

/** One figure of a campaign's page, by its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }) })
    .getByRole('definition');

for (const width of [390, 1280]) {
  test(`a campaign's visit and order are counted on its page and the dashboard at ${width} px`, async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const tag = stamp();
    const reader = `reader-${tag}@example.com`;
    await confirmedSubscriber(page.request, reader);
    const product = await cheapProduct(page.request);
    const subject = `Cement week ${tag}`;
    const id = await draftCampaign(page.request, subject, product._id);

    // Staff send it from its page.
    await signInAdmin(context, page.request);
    await page.goto(`/admin/campaigns/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await page.getByRole('button', { name: 'Send now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this newsletter now?' });
    await dialog.getByRole('button', { name: 'Send now' }).click();
    await expect(adminToast(page, 'Sending to')).toBeVisible();

    // The reader opens the shop from the product's link in the mail, on a browser of their own.
    const mail = await waitForMail(
      (m) => m.subject === subject && addressesOf(m.to).includes(reader),
    );
    const link = new RegExp(
      `https?://\\S+/product/${product._id}\\?utm_source=newsletter&utm_medium=email&utm_campaign=[a-z0-9-]+`,
    ).exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    const visitor = await shopVisitor(browser, baseURL!);
    const shopper = visitor.page;
    await shopper.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const customer = await registerCustomer(shopper.request, `campaign-${width}`);
    await signInBrowser(shopper.context(), customer);
    await shopper.goto(link!);
    await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // A first-party cookie naming the campaign and nothing else, out of the page's scripts' reach.
    const cookies = await shopper.context().cookies();
    expect(cookies.find((c) => c.name === 'shop_campaign')).toMatchObject({
      value: id,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    // Opening the link again, as a reader does, is no second visit (checked below: 1).
    await shopper.goto(link!);
    await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

    // …and orders, paying cash on delivery.
    await setServerCart(shopper.request, customer, [product]);
    await openCheckout(shopper);
    await fillAddress(shopper);
    await placeOrderButton(shopper).click();
    await expect(toast(shopper, COD_SUCCESS)).toBeVisible();
    const [order] = await userOrders(shopper.request, customer);
    expect(order).toBeDefined();
    await visitor.close();

    // The campaign's page counts the visit, the order and its amount.
    await page.goto(`/admin/campaigns/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(figure(page, 'Visits to the shop')).toHaveText('1');
    await expect(figure(page, 'Orders')).toHaveText('1');
    await expect(figure(page, 'Revenue')).toHaveText(ssp(order!.amount));
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`campaign-${width}.png`), fullPage: true });

    // The list, beside recipients, sent, failed and unsubscribed.
    await page.goto('/admin/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const entry = page
      .locator(width === 390 ? 'li' : 'tr')
      .filter({ has: page.getByRole('link', { name: subject }) });
    await expect(entry).toContainText(ssp(order!.amount));
    if (width === 390) await expect(entry).toContainText('1 visit · 1 order');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    // The dashboard's Newsletter panel: the campaign sent last, with its visit and order.
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Newsletter' }) });
    await expect(panel.getByRole('link', { name: subject })).toHaveAttribute(
      'href',
      `/admin/campaigns/${id}`,
    );
    const panelFigure = (label: string) =>
      panel.locator('dl > div').filter({ hasText: label }).getByRole('definition');
    await expect(panelFigure('Visits')).toHaveText('1');
    await expect(panelFigure('Orders')).toHaveText('1');
    await expect(panelFigure('Revenue')).toHaveText(ssp(order!.amount));
    await expect(panel.getByRole('link', { name: /Bouncing/ })).toHaveAttribute(
      'href',
      '/admin/subscribers?status=bouncing',
    );
    // The test's own customer, with a long address, is among the newest: the page still fits.
    const wider = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(wider).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  });
}

test('an address the mail server refuses is shown as bouncing on the Subscribers page', async ({
  page,
  context,
}, testInfo) => {
  const email = `gone-${stamp()}@${REFUSED_DOMAIN}`;
  const signUp = await page.request.post('/api/newsletter', { data: { email } });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  await signInAdmin(context, page.request);
  await page.setViewportSize({ width: 390, height: 844 });
  // The confirmation mail is refused for good in the outbox's next pass: the list shows it then.
  await expect(async () => {
    await page.goto(`/admin/subscribers?status=bouncing&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Subscribers', exact: true }).getByRole('listitem');
    await expect(card).toContainText(email, { timeout: 1_000 });
    await expect(card).toContainText('Bouncing', { timeout: 1_000 });
  }).toPass();
  await expect(
    page
      .getByRole('list', { name: 'Subscribers by status' })
      .getByRole('link', { name: /Bouncing/ }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('bouncing');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('subscribers-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Bouncing');
  await page.screenshot({ path: testInfo.outputPath('subscribers-1280.png'), fullPage: true });
});
