import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type Order } from '@shop/contracts';
import { post } from '../../test/order-fixtures.ts';
import { customerWithOrder, startPayment } from '../../test/payment-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Without MTN MoMo's settings the shop is as before: no request to any operator, and the customer
// reports the transaction id by hand for staff to confirm.
const t = useTestApp();

describe('mobile money without an operator configured', () => {
  it('refuses to push a payment to the phone and keeps the manual flow', async () => {
    const { headers, order } = await customerWithOrder(t.app);
    const res = await startPayment(t.app, headers, { orderId: order._id });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.notConfigured);

    const reported = await post(t.app, '/api/order/transaction', headers, {
      orderId: order._id,
      transactionId: 'MP240101.1234.A00001',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<{ order: Order }>().order.transactionId).toBe('MP240101.1234.A00001');
  });

  it('refuses callbacks: no reference is known', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/mtn/callback?reference=${crypto.randomUUID()}`,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
