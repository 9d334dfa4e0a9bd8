import {
  dismissToasts,
  expect,
  expectNoSeriousA11yViolations,
  test,
  toast,
  waitForHydration,
} from './fixtures';
import {
  cheapProduct,
  orderNumber,
  placeOrderViaApi,
  sharedCustomer,
  signInBrowser,
  ssp,
  userOrders,
} from './order-helpers';

// The Order List, the profile's Orders tab and the payment return page (account-and-company-
// site.md sections 2, 4 and 8) on the running shop and its real orders API. The tests run in
// order and share one customer (a returning regular), each placing its own orders.
test.describe.configure({ mode: 'default' });
const FILE = 'orders';

test('a customer without orders sees the empty state', async ({ page, context }) => {
  // First in the file: the shared customer has no order yet.
  const customer = await sharedCustomer(page.request, FILE);
  await signInBrowser(context, customer);
  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
    'href',
    '/collection',
  );
  await expectNoSeriousA11yViolations(page);
});

test('the Order List shows each order newest first; a transaction id can be sent', async ({
  page,
  context,
}) => {
  const customer = await sharedCustomer(page.request, FILE);
  const chair = await cheapProduct(page.request, 5);
  const rice = await cheapProduct(page.request, 6);
  const cod = await placeOrderViaApi(page.request, customer, chair);
  const momo = await placeOrderViaApi(page.request, customer, rice, {
    method: 'mobile_money',
    mobileNumber: '+211 955 123 456',
  });
  await signInBrowser(context, customer);
  await page.goto('/orders');
  await waitForHydration(page);
  await expect(page).toHaveTitle(/^Order List \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Order List' })).toBeVisible();

  // Newest first: the two just placed lead the list.
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.nth(0)).toHaveAccessibleName(`Order #${orderNumber(momo._id)}`);
  await expect(cards.nth(1)).toHaveAccessibleName(`Order #${orderNumber(cod._id)}`);
  const codCard = cards.nth(1);
  await expect(codCard.getByRole('listitem').filter({ hasText: chair.name })).toContainText(
    'Payment:Cash on Delivery',
  );
  await expect(codCard).toContainText(ssp(cod.amount));
  // Cash on delivery has nothing to report.
  await expect(codCard.getByLabel(/transaction id/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Unpaid mobile money: the transaction id form, checked before it is sent.
  const momoCard = cards.nth(0);
  await expect(momoCard.getByText('Awaiting payment')).toBeVisible();
  const field = momoCard.getByLabel('Transaction id');
  const submit = momoCard.getByRole('button', { name: /^Submit/ });
  await field.fill('ab');
  await submit.click();
  await expect(
    momoCard.getByText('Please enter the transaction id from your mobile money message'),
  ).toBeVisible();
  await expect(field).toBeFocused();
  expect((await userOrders(page.request, customer)).find((o) => o._id === momo._id)).toMatchObject({
    transactionId: null,
  });

  await field.fill('MP240512.1432.A12345');
  await submit.click();
  await expect(toast(page, 'Thank you! We will confirm your payment shortly.')).toBeVisible();
  await expect(momoCard.getByText('Payment being confirmed')).toBeVisible();
  await expect(momoCard.getByText('MP240512.1432.A12345', { exact: true })).toBeVisible();
  const saved = (await userOrders(page.request, customer)).find((o) => o._id === momo._id)!;
  expect(saved).toMatchObject({ transactionId: 'MP240512.1432.A12345', payment: false });
  await dismissToasts(page);

  // Track Order reads the list again from the server.
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/order/userorders'));
  await codCard.getByRole('button', { name: /^Track Order/ }).click();
  expect((await reread).ok()).toBeTruthy();
  await expect(page.getByRole('status').filter({ hasText: /^Updated at / })).toBeVisible();
  await expect(cards.nth(1)).toHaveAccessibleName(`Order #${orderNumber(cod._id)}`);
  await expect(momoCard.getByText('Payment being confirmed')).toBeVisible();
});

test('the profile Orders tab lists each order with its number, status and total', async ({
  page,
  context,
}) => {
  const customer = await sharedCustomer(page.request, FILE);
  const order = await placeOrderViaApi(page.request, customer, await cheapProduct(page.request, 7));
  await signInBrowser(context, customer);
  await page.goto('/profile?tab=orders');
  await waitForHydration(page);
  const entry = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: `Order #${orderNumber(order._id)}` });
  await expect(entry).toHaveCount(1);
  await expect(
    entry.getByRole('heading', { name: `Order #${orderNumber(order._id)}` }),
  ).toBeVisible();
  await expect(entry.getByText('Order Placed', { exact: true })).toBeVisible();
  await expect(entry).toContainText(ssp(order.amount));
  await expect(entry).toContainText('1 item');
  await entry.getByRole('link', { name: /^View Details/ }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(
    page.getByRole('article', { name: `Order #${orderNumber(order._id)}` }),
  ).toBeVisible();
});

test('a visitor is sent to sign in and back to the Order List', async ({ page }) => {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?next=%2Forders$/);
});

test.describe('payment verification', () => {
  // The browser logs the API's refusals itself.
  test.use({ allowedConsoleErrors: [/status of (400|404|409)/] });

  test('/verify with a bogus order id goes to the home page', async ({ page, context }) => {
    const customer = await sharedCustomer(page.request, FILE);
    await signInBrowser(context, customer);
    await page.goto('/verify?success=true&orderId=bogus');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/verify never marks an unpaid order paid, nor removes it', async ({ page, context }) => {
    const customer = await sharedCustomer(page.request, FILE);
    const order = await placeOrderViaApi(page.request, customer, await cheapProduct(page.request), {
      method: 'mobile_money',
      mobileNumber: '0921234567',
    });
    await signInBrowser(context, customer);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/order/verifystripe'));
    await page.goto(`/verify?success=true&orderId=${order._id}`);
    expect((await answer).status()).toBe(409);
    await expect(page).toHaveURL(/\/$/);
    const still = (await userOrders(page.request, customer)).find((o) => o._id === order._id);
    expect(still).toMatchObject({ _id: order._id, payment: false });
  });

  test('/verify shows only the word Verify, and without a session goes home', async ({ page }) => {
    const html = await (await page.request.get('/verify?success=true&orderId=x')).text();
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main.replace(/<[^>]+>/g, '').trim()).toBe('Verify');
    await page.goto('/verify?success=true&orderId=65f1c0ffee00000000abc123');
    await expect(page).toHaveURL(/\/$/);
  });
});
