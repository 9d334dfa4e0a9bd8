import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  adminToast,
  adminToken,
  openAdmin,
  placeOrderOfLines,
  shopVisitor,
  signInAdmin,
} from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './fixtures';
import { cheapProduct, orderNumber, registerCustomer, type Customer } from './order-helpers';

// Admin actions that only the API tests reached (issue 28): rejecting a review, and the orders
// list's and the audit log's filters, in the built admin site. Each test makes its own customer,
// orders and reviews through the API; the products are the demo catalogue's, left unchanged.

/** A name no other test's orders carry: the orders search finds this test's orders by it. */
const uniqueName = (tag: string) => `${tag}${Date.now().toString(36)}`;

async function writeReview(
  request: APIRequestContext,
  customer: Customer,
  productId: string,
  title: string,
): Promise<string> {
  const created = await request.post('/api/reviews/create', {
    headers: { token: customer.token },
    data: { productId, rating: 2, title, comment: 'The lid was cracked when it reached Wau.' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return ((await created.json()) as { review: { _id: string } }).review._id;
}

/** Staff move an order on through the API (the test's setup, not what it proves). */
async function moveOrder(request: APIRequestContext, id: string, status: string) {
  const answer = await request.post(`/api/admin/orders/${id}/status`, {
    headers: { token: await adminToken(request) },
    data: { status },
  });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

test('staff reject a pending review: listed as rejected, never on the product page', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'admin-reject', 'Lual Reviewer');
  const product = await cheapProduct(request, 8);
  const title = `Cracked lid ${Date.now()}`;
  await writeReview(request, customer, product._id, title);

  await signInAdmin(context, request);
  await openAdmin(page, '/reviews');
  const tabs = page.getByRole('tablist', { name: 'Review states' });
  await expect(tabs.getByRole('tab', { name: /^Waiting/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByRole('button', { name: 'Reject' }).click();
  await expect(adminToast(page, 'Review rejected')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The Rejected tab lists it, with the way back (Approve) and no second Reject.
  await tabs.getByRole('tab', { name: /^Rejected/ }).click();
  await expect(page).toHaveURL(/[?&]status=rejected/);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reject' })).toHaveCount(0);

  // A shopper's product page, rendered with its reviews, does not show it.
  const visitor = await shopVisitor(browser, baseURL!);
  await visitor.page.goto(`/product/${product._id}`);
  await waitForHydration(visitor.page);
  const reviews = visitor.page.locator('#reviews');
  await expect(reviews.locator('[data-reviews-ready]')).toBeAttached();
  await expect(reviews.getByText(title)).toHaveCount(0);
  await visitor.close();
  const published = await request.get(`/api/reviews/product/${product._id}`);
  const titles = ((await published.json()) as { reviews: { title: string }[] }).reviews;
  expect(titles.map((r) => r.title)).not.toContain(title);
});

/** The orders table's rows, without its head. */
const orderRows = (page: Page) =>
  page.getByRole('table', { name: 'Orders' }).locator('tbody').getByRole('row');

test("the orders list's filters: the rows shown match them, Clear shows every order", async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request, 'admin-filters', 'Akol Filters');
  const product = await cheapProduct(request, 2);
  const lastName = uniqueName('Filterson');
  const line = { product, size: product.sizes[0]!, quantity: 1 };
  const placed = await placeOrderOfLines(request, customer, [line], { lastName });
  const cancelled = await placeOrderOfLines(request, customer, [line], { lastName });
  const mobile = await placeOrderOfLines(request, customer, [line], {
    lastName,
    mobileNumber: '0921 555 010',
  });
  await moveOrder(request, cancelled._id, 'Cancelled');
  const number = (order: { _id: string }) => `#${orderNumber(order._id)}`;

  await signInAdmin(context, request);
  await openAdmin(page, '/orders');
  const rows = orderRows(page);
  await page.getByLabel('Search').fill(lastName);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`));
  await expect(rows).toHaveCount(3);

  // By status: only the cancelled one of the three.
  await page.getByLabel('Status').selectOption('Cancelled');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]status=Cancelled/);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: number(cancelled) })).toBeVisible();
  await expect(rows).toContainText('Cancelled');

  // By payment: mobile money, any status.
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Payment').selectOption({ label: 'Mobile Money' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]paymentMethod=mobile_money/);
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: number(mobile) })).toBeVisible();

  // A status with none of them: the empty list says so.
  await page.getByLabel('Payment').selectOption('');
  await page.getByLabel('Status').selectOption('Delivered');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await expect(rows).toHaveCount(0);

  // Clear: no filter left in the address or the form, every order listed (newest first: these).
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(page.getByLabel('Status')).toHaveValue('');
  for (const order of [placed, cancelled, mobile])
    await expect(rows.getByRole('link', { name: number(order) })).toBeVisible();
});

test("the audit log's filters: one kind of record, one record, and everything again", async ({
  page,
  context,
  request,
}) => {
  const customer = await registerCustomer(request, 'admin-audit', 'Ayen Audited');
  const product = await cheapProduct(request, 9);
  const order = await placeOrderOfLines(request, customer, [
    { product, size: product.sizes[0]!, quantity: 1 },
  ]);
  await moveOrder(request, order._id, 'Processing');
  await moveOrder(request, order._id, 'Cancelled');
  const reviewId = await writeReview(request, customer, product._id, `Audited ${Date.now()}`);
  const rejected = await request.post(`/api/admin/reviews/${reviewId}/reject`, {
    headers: { token: await adminToken(request) },
  });
  expect(rejected.ok(), await rejected.text()).toBeTruthy();

  await signInAdmin(context, request);
  await openAdmin(page, '/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const entries = page.getByRole('article');
  const orderEntries = entries.filter({
    has: page.locator(`a[href="/admin/orders/${order._id}"]`),
  });
  const reviewEntry = entries.filter({ hasText: `Review ${reviewId}` });
  const filter = page.getByLabel('Changes to');
  const apply = () => page.getByRole('button', { name: 'Apply filters' }).click();
  // Newest first: this test's three changes are on the first page of everything.
  await expect(orderEntries).toHaveCount(2);
  await expect(reviewEntry).toHaveCount(1);

  // Orders only: every entry is about an order; the review's is gone.
  await filter.selectOption({ label: 'Orders' });
  await apply();
  await expect(page).toHaveURL(/[?&]entity=order(&|$)/);
  await expect(reviewEntry).toHaveCount(0);
  await expect(orderEntries).toHaveCount(2);
  for (const on of await entries.locator('dt:text-is("On") + dd').all())
    await expect(on).toHaveText(/^Order #[0-9A-F]{6}$/);

  // Reviews only: the rejection, by this shop's admin, and no order.
  await filter.selectOption({ label: 'Reviews' });
  await apply();
  await expect(page).toHaveURL(/[?&]entity=review(&|$)/);
  await expect(orderEntries).toHaveCount(0);
  await expect(reviewEntry.getByRole('heading')).toContainText('Rejected a review');
  for (const on of await entries.locator('dt:text-is("On") + dd').all())
    await expect(on).toHaveText(/^Review /);

  // One record (the address an order's history link would open): its two changes, newest first.
  await openAdmin(page, `/audit?entity=order&entityId=${order._id}`);
  await expect(page.getByText(`Only Order #${orderNumber(order._id)}`)).toBeVisible();
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).locator('pre').last()).toHaveText('Cancelled');
  await expect(entries.nth(1).locator('pre').last()).toHaveText('Processing');
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?entity=order$/);

  // Everything again: both kinds are back.
  await filter.selectOption({ label: 'Everything' });
  await apply();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(filter).toHaveValue('');
  await expect(orderEntries).toHaveCount(2);
  await expect(reviewEntry).toHaveCount(1);

  // A search finds the review by its id; the person filter and today's Juba day keep it; a day
  // long past has nothing.
  await page.getByLabel('Search').fill(reviewId);
  await page.getByLabel('Made by').selectOption({ label: ADMIN_EMAIL });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Juba' }).format(new Date());
  await page.getByLabel('From').fill(today);
  await page.getByLabel('Until').fill(today);
  await apply();
  await expect(page).toHaveURL(new RegExp(`q=${reviewId}.*actorId=.*from=${today}&to=${today}`));
  await expect(entries).toHaveCount(1);
  await expect(reviewEntry.getByRole('heading')).toHaveText('Rejected a review');
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('Until').fill('2020-01-02');
  await apply();
  await expect(page.getByText('No changes match these filters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
