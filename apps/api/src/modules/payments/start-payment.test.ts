import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, PAYMENT_MESSAGES, type PaymentAttemptResponse } from '@shop/contracts';
import { paymentAttempts } from '../../db/schema.ts';
import { signUp } from '../../test/account-fixtures.ts';
import { cheapestProduct, get, placeOrder } from '../../test/order-fixtures.ts';
import {
  attemptRow,
  customerWithOrder,
  newPayer,
  startedPayment,
  startPayment,
  usePaymentShop,
} from '../../test/payment-fixtures.ts';

// Starting a payment from the customer's phone: what is asked of the operator, what is stored
// first, and every refusal (docs/decisions/0046-mobile-money-attempts.md).
const t = usePaymentShop();

/** What the fake says when it is told to refuse a request to pay. */
const REFUSAL = 'Authorization failed. Insufficient permissions.';

describe('starting a payment', () => {
  it('stores the reference, then asks MTN with it, the payer and the order amount', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const phone = newPayer();
    const answer = await startedPayment(t.app, headers, order, phone);
    expect(answer.attempt).toMatchObject({
      orderId: order._id,
      provider: 'MTN',
      status: 'pending',
      amount: order.amount,
      currency: 'SSP',
      phone,
    });
    expect(answer.orderPaid).toBe(false);
    const row = await attemptRow(t.db, answer.attempt._id);
    const sent = t.fake.requests.get(row.referenceId);
    expect(sent?.body).toMatchObject({
      amount: String(order.amount),
      currency: 'SSP',
      externalId: order._id,
      payer: { partyIdType: 'MSISDN', partyId: phone.slice(1) },
    });
    expect(sent?.callbackUrl).toMatch(
      new RegExp(`/api/payments/mtn/callback\\?reference=${row.referenceId}$`),
    );
    // The customer's view never shows the reference (the callback's key).
    expect(JSON.stringify(answer)).not.toContain(row.referenceId);
  });

  it('normalises the number, and uses the order’s own number when none is given', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const typed = await startPayment(t.app, headers, { orderId: order._id, phone: '0925 555 010' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json<PaymentAttemptResponse>().attempt.phone).toBe('+211925555010');

    const other = await customerWithOrder(t.app);
    const res = await startPayment(t.app, other.headers, { orderId: other.order._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PaymentAttemptResponse>().attempt.phone).toBe(other.order.mobileNumber);
  });

  it('answers the attempt already waiting instead of asking the phone twice', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const phone = newPayer();
    const [a, b] = await Promise.all([
      startPayment(t.app, headers, { orderId: order._id, phone }),
      startPayment(t.app, headers, { orderId: order._id, phone }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a, b].map((r) => r.json<PaymentAttemptResponse>().attempt._id);
    expect(ids[0]).toBe(ids[1]);
    const again = await startedPayment(t.app, headers, order, phone);
    expect(again.attempt._id).toBe(ids[0]);
    expect(again.message).toBe(PAYMENT_MESSAGES.alreadyWaiting);
    const rows = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order._id));
    expect(rows).toHaveLength(1);
    const payerRequests = [...t.fake.requests.values()].filter(
      (r) => r.body.externalId === order._id,
    );
    expect(payerRequests).toHaveLength(1);
  });

  it('with a refused token: 503, nothing sent, the attempt failed so another may start', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const res = await t.fake.failingWith({ token: 401 }, () =>
      startPayment(t.app, headers, { orderId: order._id, phone: newPayer() }),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.unavailable);
    const [row] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order._id));
    expect(row?.status).toBe('failed');
    expect(t.fake.requests.has(row!.referenceId)).toBe(false);
    await startedPayment(t.app, headers, order, newPayer());
  });

  it('that the operator refuses (400) fails at once with its words', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const refused = await t.fake.failingWith({ requestToPay: 400 }, () =>
      startPayment(t.app, headers, { orderId: order._id, phone: newPayer() }),
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const body = refused.json<PaymentAttemptResponse>();
    expect(body.attempt.status).toBe('failed');
    expect(body.message).toBe(PAYMENT_MESSAGES.refused(REFUSAL));
    expect(body.attempt.reason).toBe(PAYMENT_MESSAGES.refused(REFUSAL));
  });

  it('reuses one access token for many requests', async () => {
    const before = t.fake.tokensIssued;
    for (let i = 0; i < 3; i++) {
      const { headers, order } = await customerWithOrder(t.app);
      await startedPayment(t.app, headers, order, newPayer());
    }
    expect(t.fake.tokensIssued - before).toBeLessThanOrEqual(1);
  });
});

describe('refusals', () => {
  it('of a visitor, a malformed request, a stranger’s order, a cash order: 4xx with a message', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const anonymous = await startPayment(t.app, {}, { orderId: order._id });
    expect(anonymous.statusCode).toBe(401);

    const badPhone = await startPayment(t.app, headers, { orderId: order._id, phone: '12345' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json<{ errors: Record<string, string> }>().errors.phone).toBe(
      ORDER_MESSAGES.invalidMobileNumber,
    );
    const badProvider = await startPayment(t.app, headers, { orderId: order._id, provider: 'UTL' });
    expect(badProvider.statusCode).toBe(400);
    const badId = await startPayment(t.app, headers, { orderId: 'not-an-id' });
    expect(badId.statusCode).toBe(400);

    const stranger = await signUp(t.app, 'Deng Other');
    const notTheirs = await startPayment(t.app, stranger.headers, { orderId: order._id });
    expect(notTheirs.statusCode).toBe(404);

    const cash = await placeOrder(t.app, headers, {
      product: await cheapestProduct(t.app),
      quantity: 1,
    });
    const cod = await startPayment(t.app, headers, { orderId: cash._id });
    expect(cod.statusCode).toBe(409);
    expect(cod.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.notMobileMoney);
  });

  it('of another customer’s attempt, and of an unknown one: 404', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const answer = await startedPayment(t.app, headers, order, newPayer());
    const stranger = await signUp(t.app, 'Deng Other');
    const res = await get(t.app, `/api/payments/${answer.attempt._id}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.attemptNotFound);
    const unknown = await get(t.app, `/api/payments/${'a'.repeat(24)}`, headers);
    expect(unknown.statusCode).toBe(404);
    const malformed = await get(t.app, '/api/payments/xyz', headers);
    expect(malformed.statusCode).toBe(400);
  });
});
