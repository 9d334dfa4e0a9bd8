import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addressesOf, waitForMail } from './captured-mail';
import { fillAddress, openCheckout, placeOrderButton } from './checkout-page';
import { dismissToasts, expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  adminToken,
  cheapProduct,
  orderNumber,
  registerCustomer,
  setServerCart,
  signInBrowser,
  userOrders,
  type Customer,
} from './order-helpers';

// Mobile money paid from the phone (docs/decisions/0046, 0049) on a 390 px phone: the e2e shop
// runs the payment sandbox (PAYMENTS_SANDBOX=1), whose fake MTN stands in for the operator; the
// test approves or declines as the payer would, through the sandbox's admin API.
test.use({ viewport: { width: 390, height: 844 } });

/** A South Sudan MTN number no other test uses: the sandbox's requests are found by it. */
const newPayer = () => `092${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const international = (local: string) => `+211${local.slice(1)}`;

interface SandboxRequest {
  provider: string;
  referenceId: string;
  phone: string;
  status: string;
  amount: number;
}

/** The newest request the sandbox's fake received for this number. */
async function requestTo(request: APIRequestContext, token: string, phone: string) {
  let found: SandboxRequest | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/payments/sandbox', { headers: { token } });
      expect(res.ok(), await res.text()).toBeTruthy();
      const { requests } = (await res.json()) as { requests: SandboxRequest[] };
      found = requests.find((r) => r.phone === phone && r.status === 'pending');
      return found?.referenceId;
    })
    .toBeTruthy();
  return found!;
}

async function decide(
  request: APIRequestContext,
  token: string,
  sent: SandboxRequest,
  decision: 'approve' | 'decline',
) {
  const res = await request.post('/api/admin/payments/sandbox/decide', {
    headers: { token },
    data: { provider: sent.provider, referenceId: sent.referenceId, decision },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Places an MTN mobile money order from the checkout, paying from `phone`; its card. */
async function placeMtnOrder(page: Page, customer: Customer, phone: string) {
  await setServerCart(page.request, customer, [await cheapProduct(page.request, 1)]);
  const before = (await userOrders(page.request, customer)).length;
  await openCheckout(page);
  await fillAddress(page);
  await page.getByRole('radio', { name: /Mobile Money/ }).check();
  const providers = page.getByRole('group', { name: 'Mobile money provider' });
  await providers.getByText('MTN', { exact: true }).click();
  await page.getByLabel('Mobile money number').fill(phone);
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/orders$/);
  const orders = await userOrders(page.request, customer);
  expect(orders).toHaveLength(before + 1);
  const order = orders[0]!;
  const card = page.getByRole('article', { name: `Order #${orderNumber(order._id)}` });
  return { order, card };
}

test('an MTN order is approved on the phone: paid, and the receipt mailed', async ({
  page,
  context,
}) => {
  const customer = await registerCustomer(page.request, 'phone-pay');
  const staff = await adminToken(page.request);
  const phone = newPayer();
  await signInBrowser(context, customer);
  const { order, card } = await placeMtnOrder(page, customer, phone);

  await expect(card.getByRole('status').filter({ hasText: 'on your phone' })).toHaveText(
    /^Approve the payment of SSP [\d,.]+ on your phone\.$/,
  );
  await expect(card.getByText(/Waiting for your approval: \d+:\d\d left/)).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  const sent = await requestTo(page.request, staff, international(phone));
  expect(sent).toMatchObject({ provider: 'MTN', amount: order.amount });
  await decide(page.request, staff, sent, 'approve');

  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card).toContainText('Transaction id');
  const receipt = await waitForMail(
    (mail) =>
      addressesOf(mail.to).includes(customer.email) &&
      (mail.subject ?? '').includes(`Payment received for order ${orderNumber(order._id)}`),
  );
  expect(receipt.text).toContain(orderNumber(order._id));
  const [paid] = await userOrders(page.request, customer);
  expect(paid).toMatchObject({ _id: order._id, payment: true });
});

test('a declined MTN payment: the customer switches to cash on delivery and the order is kept', async ({
  page,
  context,
}) => {
  const customer = await registerCustomer(page.request, 'phone-decline');
  const staff = await adminToken(page.request);
  const phone = newPayer();
  await signInBrowser(context, customer);
  const { order, card } = await placeMtnOrder(page, customer, phone);

  const sent = await requestTo(page.request, staff, international(phone));
  await decide(page.request, staff, sent, 'decline');
  await expect(card.getByRole('status').filter({ hasText: 'declined' })).toHaveText(
    'The payment was declined on the phone.',
  );
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  await card.getByRole('button', { name: 'Pay by hand' }).click();
  await expect(card.getByLabel('Transaction id')).toBeVisible();
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(card.getByText('Pay on delivery', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const [kept] = await userOrders(page.request, customer);
  expect(kept).toMatchObject({ _id: order._id, paymentMethod: 'cod', payment: false });
  expect(kept!.amount).toBe(order.amount);
});
