import { staffSignIn } from './admin-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  cheapProduct,
  orderNumber,
  placeOrderViaApi,
  registerCustomer,
  signInBrowser,
  ssp,
  userOrders,
} from './order-helpers';

// The admin site (issue 6): staff sign in, take orders through their statuses, confirm mobile
// money, and moderate reviews, on the real API in a real browser.

test.describe('sign-in', () => {
  // The refused sign-in is a 401 from the API, which the browser logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('visitors and customers are refused; staff sign in and out', async ({
    page,
    request,
    context,
  }) => {
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Wrong password and a customer's own credentials are both refused by the API.
    const customer = await registerCustomer(request, 'admin-refused', 'Ladu Customer');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill('correct-horse-42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid admin credentials');

    // A customer who is signed in on the shop is sent back with the staff-only notice.
    await signInBrowser(context, customer);
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('alert')).toContainText("for the shop's staff");

    await staffSignIn(page);
    await expectNoSeriousA11yViolations(page);
    // Signing out ends the session on the server too: the staff token no longer opens anything.
    const staffToken = await page.evaluate(() => localStorage.getItem('token'));
    const meWith = async (token: string) =>
      (await request.get('/api/user/profile', { headers: { token } })).status();
    expect(await meWith(staffToken!)).toBe(200);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect.poll(() => meWith(staffToken!), { timeout: 5_000 }).toBe(401);
  });
});

test('staff confirm a mobile money payment and take the order to Delivered', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'admin-flow', 'Nyakim Gatluak');
  const product = await cheapProduct(request);
  const order = await placeOrderViaApi(request, customer, product, {
    method: 'mobile_money',
    mobileNumber: '0921 234 567',
  });
  await request.post('/api/order/transaction', {
    headers: { token: customer.token },
    data: { orderId: order._id, transactionId: 'MP240301.1234' },
  });

  await staffSignIn(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByLabel('Search').fill(orderNumber(order._id));
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('link', { name: `#${orderNumber(order._id)}` }).click();
  await expect(
    page.getByRole('heading', { name: `Order #${orderNumber(order._id)}` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Mobile money waits for its payment before it can be processed.
  await expect(page.getByRole('button', { name: 'Mark as Processing' })).toBeDisabled();
  // Staff type what the statement shows: the customer's reported id is a hint, never filled in.
  const statementId = page.getByLabel("Transaction id on the provider's statement");
  const received = page.getByLabel('Amount received (SSP)');
  await expect(statementId).toHaveValue('');
  await expect(page.getByText('The customer reported MP240301.1234')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(statementId).toHaveAccessibleDescription(/Type the transaction id/);
  await expect(statementId).toBeFocused();
  await expect(received).toHaveAccessibleDescription(/Type the amount received in SSP/);

  // Money short of the total: recorded, the order still unpaid with the difference shown.
  const short = order.amount - 1000;
  await statementId.fill('MP240301.1234');
  await received.fill(String(short));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const shortDialog = page.getByRole('dialog', { name: 'Record a short payment?' });
  await shortDialog.getByRole('button', { name: 'Record short payment' }).click();
  const shortfall = `Received ${ssp(short)} of ${ssp(order.amount)}: SSP 1,000.00 short`;
  await expect(page.getByRole('status').filter({ hasText: shortfall })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText(shortfall)).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  // The rest comes later: staff are told to type the whole amount, the recorded part included.
  await expect(page.getByText(`${ssp(short)} is recorded already`)).toBeVisible();

  await statementId.fill('MP240301.1234');
  await received.fill(String(order.amount));
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm this payment?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'confirmed' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
    await page.getByRole('button', { name: `Mark as ${status}` }).click();
    // Each move asks first, naming the e-mail the customer will get.
    const ask = page.getByRole('dialog', { name: `Mark as ${status}?` });
    await expect(ask).toContainText(`Order ${orderNumber(order._id)}: ${status}`);
    await ask.getByRole('button', { name: `Mark as ${status}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `is now ${status}` })).toBeVisible();
  }
  await expect(page.getByText('This order is Delivered: nothing more to do.')).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  // Placed, the short payment and the payment confirmed (noted under the same status), then the
  // four moves.
  await expect(history.getByRole('listitem')).toHaveCount(7);
  await expect(history.getByText(`${shortfall} (transaction MP240301.1234)`)).toBeVisible();
  await expect(history.getByText('Payment confirmed')).toBeVisible();
  for (const status of ['Processing', 'Shipped', 'Out for delivery', 'Delivered']) {
    await expect(history.getByText(status, { exact: true })).toBeVisible();
  }

  // The customer sees the same order delivered and paid.
  const [mine] = (await userOrders(request, customer)).filter((o) => o._id === order._id);
  expect(mine).toMatchObject({ status: 'Delivered', payment: true });

  // The packing slip prints the order, without its prices (the invoice has them).
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page.getByRole('heading', { name: 'Packing slip' })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Packing slip' })).not.toContainText('SSP');
});

test('staff approve a pending review and it appears on the shop', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'admin-review', 'Deng Reviewer');
  const product = await cheapProduct(request, 3);
  const title = `Sturdy and well packed ${Date.now()}`;
  const created = await request.post('/api/reviews/create', {
    headers: { token: customer.token },
    data: { productId: product._id, rating: 4, title, comment: 'Arrived in Juba in three days.' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();

  await staffSignIn(page);
  await page.goto('/admin/reviews');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Review approved' })).toBeVisible();
  await expect(card).toHaveCount(0);

  const reviews = await request.get(`/api/reviews/product/${product._id}`);
  const titles = ((await reviews.json()) as { reviews: { title: string }[] }).reviews.map(
    (r) => r.title,
  );
  expect(titles).toContain(title);
});
