import { describe, expect, it } from 'vitest';
import type {
  AdminOrderPaymentsResponse,
  AdminRecheckResponse,
  ReconciliationResponse,
} from '@shop/contracts';
import { auditLog } from '../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { get, post } from '../../test/order-fixtures.ts';
import {
  attemptRow,
  customerWithOrder,
  newPayer,
  startedPayment,
  usePaymentShop,
} from '../../test/payment-fixtures.ts';
import { ADMIN_PAYMENT_MESSAGES } from './admin-payments.ts';

// Staff's side of phone payments (docs/decisions/0050-payments-for-staff.md): an order's attempts,
// asking the operator again, and what must be matched by hand.
const t = usePaymentShop();

let admin: Headers;
const staff = async () => (admin ??= (await signUpAdmin(t.app, t.db)).headers);

/** A customer's order with a request the fake follows `plan` for. */
async function requested(plan: Parameters<typeof t.fake.plan>[1]) {
  const { headers, order } = await customerWithOrder(t.app);
  const phone = newPayer();
  t.fake.plan(phone, plan);
  const answer = await startedPayment(t.app, headers, order, phone);
  return { headers, order, attempt: await attemptRow(t.db, answer.attempt._id) };
}

async function attemptsOf(orderId: string) {
  const res = await get(t.app, `/api/admin/orders/${orderId}/payments`, await staff());
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderPaymentsResponse>().attempts;
}

const recheck = async (id: string) =>
  post(t.app, `/api/admin/payments/${id}/check`, await staff(), {});

describe("an order's payment attempts", () => {
  it('are listed newest first with the references the statements show', async () => {
    const { headers: own, order, attempt } = await requested({ outcome: 'decline', callbacks: 1 });
    await t.fake.idle();
    const second = await startedPayment(t.app, own, order, newPayer());
    const { headers } = await signUp(t.app, 'Not Staff');
    const again = await customerWithOrder(t.app);
    expect(await attemptsOf(again.order._id)).toEqual([]);
    const listed = await attemptsOf(order._id);
    expect(listed.map((a) => a._id)).toEqual([second.attempt._id, attempt.id]);
    expect(listed[1]).toMatchObject({
      _id: attempt.id,
      referenceId: attempt.referenceId,
      status: 'failed',
      provider: 'MTN',
      amount: order.amount,
    });
    expect((await get(t.app, `/api/admin/orders/${order._id}/payments`, headers)).statusCode).toBe(
      403,
    );
    const missing = await get(t.app, '/api/admin/orders/64b7f0c2a1b2c3d4e5f60718/payments', admin);
    expect(missing.statusCode).toBe(404);
  });
});

describe('asking the operator again', () => {
  it('finds a payment whose callback was lost: the order is paid, and the check is in the log', async () => {
    const { order, attempt } = await requested({ outcome: 'never', callbacks: 0 });
    t.fake.decide(attempt.referenceId, 'SUCCESSFUL');
    const res = await recheck(attempt.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminRecheckResponse>();
    expect(body.message).toBe(ADMIN_PAYMENT_MESSAGES.asked);
    expect(body.attempt.status).toBe('successful');
    const orderNow = await get(t.app, `/api/admin/orders/${order._id}`, admin);
    expect(orderNow.json<{ order: { payment: boolean } }>().order.payment).toBe(true);
    const logged = (await t.db.select().from(auditLog)).filter(
      (e) => e.action === 'payment.check' && e.entityId === order._id,
    );
    expect(logged).toHaveLength(1);
  });

  it('says so when the operator cannot be reached, and the attempt waits', async () => {
    const { attempt } = await requested({ outcome: 'never', callbacks: 1 });
    const res = await t.fake.failingWith({ status: 500 }, () => recheck(attempt.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminRecheckResponse>();
    expect(body.message).toBe(ADMIN_PAYMENT_MESSAGES.unavailable);
    expect(body.attempt.status).toBe('pending');
  });

  it('refuses an unknown attempt (404) and a malformed id (400)', async () => {
    const unknown = await recheck('64b7f0c2a1b2c3d4e5f60718');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(ADMIN_PAYMENT_MESSAGES.notFound);
    expect((await recheck('not-an-id')).statusCode).toBe(400);
  });
});

describe('the reconciliation', () => {
  it('lists money collected that its order did not take, and orders paid by hand', async () => {
    const other = await requested({ outcome: 'approve', callbacks: 1, reportedAmount: '1' });
    const phonePaid = await requested({ outcome: 'approve', callbacks: 1 });
    await t.fake.idle();
    const byHand = await customerWithOrder(t.app);
    const confirmed = await post(
      t.app,
      `/api/admin/orders/${byHand.order._id}/confirm-payment`,
      await staff(),
      { transactionId: 'MP241207.0042.C00003' },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const res = await get(t.app, '/api/admin/payments/reconciliation', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReconciliationResponse>();
    const notApplied = body.notApplied.find((a) => a._id === other.attempt.id);
    expect(notApplied).toMatchObject({ status: 'successful', orderPaid: false });
    expect(notApplied?.reason).toContain('where the order asks for');
    expect(body.notApplied.some((a) => a._id === phonePaid.attempt.id)).toBe(false);
    expect(body.paidByHand.find((o) => o.orderId === byHand.order._id)).toMatchObject({
      transactionId: 'MP241207.0042.C00003',
      mobileProvider: 'MTN',
      amount: byHand.order.amount,
    });
    expect(body.paidByHand.some((o) => o.orderId === phonePaid.order._id)).toBe(false);
  });
});
