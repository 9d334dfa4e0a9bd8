import { describe, expect, it } from 'vitest';
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type Order,
  type OrderPaymentResponse,
} from '@shop/contracts';
import { signUp, type Headers } from '../../test/account-fixtures.ts';
import { cheapestProduct, get, placeOrder, post } from '../../test/order-fixtures.ts';
import {
  customerWithOrder,
  newPayer,
  startedPayment,
  usePaymentShop,
} from '../../test/payment-fixtures.ts';

// The order list's side of a mobile money order (docs/decisions/0049-paying-from-the-order-list.md):
// how its phone payment stands, and the switch to cash on delivery.
const t = usePaymentShop();

async function orderPayment(headers: Headers, orderId: string) {
  const res = await get(t.app, `/api/payments/order/${orderId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json<OrderPaymentResponse>();
}

const switchToCash = (headers: Headers, orderId: string) =>
  post(t.app, '/api/order/cash-on-delivery', headers, { orderId });

/** A declined request: the fake declines at once and calls back. */
async function declined(headers: Headers, order: Order) {
  const phone = newPayer();
  t.fake.plan(phone, { outcome: 'decline', callbacks: 1 });
  const answer = await startedPayment(t.app, headers, order, phone);
  await t.fake.idle();
  return answer;
}

describe("an order's phone payment", () => {
  it('can be sent for an unpaid MTN order, and shows the latest request as it ends', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    expect(await orderPayment(headers, order._id)).toEqual({
      success: true,
      fromPhone: true,
      attempt: null,
      message: '',
      orderPaid: false,
    });

    const first = await declined(headers, order);
    const seen = await orderPayment(headers, order._id);
    expect(seen.attempt).toMatchObject({ _id: first.attempt._id, status: 'failed' });
    expect(seen.message).toBe(PAYMENT_MESSAGES.declined);
    expect(seen.fromPhone).toBe(true);

    const second = await startedPayment(t.app, headers, order, newPayer());
    expect((await orderPayment(headers, order._id)).attempt?._id).toBe(second.attempt._id);
  });

  it('is not offered for cash on delivery, nor for an operator paid by hand', async () => {
    const customer = await signUp(t.app, 'Nyibol Deng');
    const product = await cheapestProduct(t.app);
    const cash = await placeOrder(t.app, customer.headers, { product, quantity: 1 });
    expect((await orderPayment(customer.headers, cash._id)).fromPhone).toBe(false);
    const utl = await placeOrder(t.app, customer.headers, {
      product,
      quantity: 1,
      mobileMoney: true,
      mobileProvider: 'UTL',
    });
    expect((await orderPayment(customer.headers, utl._id)).fromPhone).toBe(false);
  });

  it("is another customer's business: 404, as for an order that does not exist", async () => {
    const { order } = await customerWithOrder(t.app);
    const stranger = await signUp(t.app, 'Lual Akol');
    const res = await get(t.app, `/api/payments/order/${order._id}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(ORDER_MESSAGES.orderNotFound);
    expect((await get(t.app, '/api/payments/order/not-an-id', stranger.headers)).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: `/api/payments/order/${order._id}` })).statusCode).toBe(401);
  });
});

describe('switching to cash on delivery', () => {
  it('after a declined request: the order is kept, paid in cash, with a note in its history', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    await declined(headers, order);
    const res = await switchToCash(headers, order._id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; order: Order }>();
    expect(body.message).toBe(ORDER_MESSAGES.cashOnDeliveryChosen);
    expect(body.order).toMatchObject({
      _id: order._id,
      paymentMethod: 'cod',
      mobileProvider: null,
      mobileNumber: null,
      payment: false,
      amount: order.amount,
    });
    expect(body.order.statusHistory.at(-1)?.note).toBe(
      'Payment changed from mobile money (MTN) to cash on delivery',
    );
    expect((await orderPayment(headers, order._id)).fromPhone).toBe(false);
    // Asked twice (a double tap): the same answer, one history entry.
    const again = await switchToCash(headers, order._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ order: Order }>().order.statusHistory).toHaveLength(
      body.order.statusHistory.length,
    );
  });

  it('is refused while a request waits on the phone, and once the order is paid', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const phone = newPayer();
    t.fake.plan(phone, { outcome: 'never', callbacks: 1 });
    await startedPayment(t.app, headers, order, phone);
    const refused = await switchToCash(headers, order._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(ORDER_MESSAGES.approvalWaiting);

    const { referenceId } = [...t.fake.requests.values()].find(
      (r) => r.body.externalId === order._id,
    )!;
    t.fake.decide(referenceId, 'SUCCESSFUL');
    await t.fake.idle();
    expect((await orderPayment(headers, order._id)).orderPaid).toBe(true);
    const paid = await switchToCash(headers, order._id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.alreadyPaid);
  });

  it('is refused once a transaction id was sent (that payment is being checked)', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const sent = await post(t.app, '/api/order/transaction', headers, {
      orderId: order._id,
      transactionId: 'MP241206.0001.B00002',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const res = await switchToCash(headers, order._id);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(ORDER_MESSAGES.transactionReported);
  });

  it("refuses another customer's order and bad input with 4xx", async () => {
    const { order } = await customerWithOrder(t.app);
    const stranger = await signUp(t.app, 'Achol Garang');
    expect((await switchToCash(stranger.headers, order._id)).statusCode).toBe(404);
    expect((await switchToCash(stranger.headers, 'nope')).statusCode).toBe(400);
    const empty = await post(t.app, '/api/order/cash-on-delivery', stranger.headers, {});
    expect(empty.statusCode).toBe(400);
  });
});
