import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  orderNumber,
  PAYMENT_MESSAGES,
  type Order,
  type PaymentAttemptResponse,
} from '@shop/contracts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import type { Headers } from '../../test/account-fixtures.ts';
import { get } from '../../test/order-fixtures.ts';
import { outboxRows } from '../../test/outbox-fixtures.ts';
import {
  attemptRow,
  customerWithOrder,
  newPayer,
  startedPayment,
  usePaymentShop,
} from '../../test/payment-fixtures.ts';
import { MTN_CALLBACK_PATH } from './mtn/momo-provider.ts';
import { createPaymentWorker } from './worker.ts';

// What each behaviour of the operator does to the attempt and the order
// (docs/decisions/0046-mobile-money-attempts.md): the fake approves, declines, never decides,
// calls back once, never or twice, calls back about a reference the shop never made, and fails
// as a real server does. The tests run the worker's passes themselves.
const t = usePaymentShop();

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The e-mails the payment of this order wrote (customer's and shop's). */
async function paymentMails(order: Order) {
  const number = orderNumber(order._id);
  return (await outboxRows(t.db)).filter(
    (row) =>
      (row.kind === 'payment-confirmed' || row.kind === 'payment-received') &&
      row.subject.includes(number),
  );
}

async function status(headers: Headers, attemptId: string) {
  const res = await get(t.app, `/api/payments/${attemptId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentAttemptResponse>();
}

/** A customer, an order, and a payment started from a number the fake follows `plan` for. */
async function started(plan: Parameters<typeof t.fake.plan>[1]) {
  const { headers, order } = await customerWithOrder(t.app);
  const phone = newPayer();
  t.fake.plan(phone, plan);
  const answer = await startedPayment(t.app, headers, order, phone);
  const row = await attemptRow(t.db, answer.attempt._id);
  return { headers, order, phone, answer, row };
}

/** Paid once: the attempt, the order, its history and its two e-mails. */
async function expectPaidOnce(order: Order, attemptId: string) {
  const row = await attemptRow(t.db, attemptId);
  expect(row.status).toBe('successful');
  const paid = await orderRow(order._id);
  expect(paid.payment).toBe(true);
  expect(paid.paidAt).not.toBeNull();
  expect(paid.transactionId).toBe(row.providerTransactionId);
  const notes = paid.statusHistory.filter((entry) => entry.note?.startsWith('Paid by MTN MoMo'));
  expect(notes).toHaveLength(1);
  expect(notes[0]!.note).toContain(`reference ${row.referenceId}`);
  expect(notes[0]!.by).toBeUndefined();
  const mails = await paymentMails(order);
  expect(mails.map((m) => m.kind).sort()).toEqual(['payment-confirmed', 'payment-received']);
}

describe('an approved payment', () => {
  it('is paid by the callback alone, once, with both e-mails, and the checkout sees it', async () => {
    const { headers, order, answer } = await started({ outcome: 'approve', callbacks: 1 });
    expect(answer.attempt.status).toBe('pending');
    expect(answer.message).toContain('Approve the payment of SSP');
    await t.fake.idle();
    expect(t.fake.callbackAnswers.at(-1)).toBe(200);
    await expectPaidOnce(order, answer.attempt._id);
    const seen = await status(headers, answer.attempt._id);
    expect(seen.attempt.status).toBe('successful');
    expect(seen.orderPaid).toBe(true);
    // The outbox sends both (the customer's to the account's own address).
    await t.app.mail.flush();
    const sent = await paymentMails(order);
    expect(sent.every((m) => m.status === 'sent')).toBe(true);
  });

  it('is paid by the worker when no callback comes', async () => {
    const { order, answer } = await started({ outcome: 'approve', callbacks: 0 });
    await t.fake.idle();
    expect((await attemptRow(t.db, answer.attempt._id)).status).toBe('pending');
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('is paid once when the callback comes twice and two workers ask at the same moment', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 2 });
    t.fake.decide(row.referenceId, 'SUCCESSFUL');
    // A second instance's worker: a claimer of its own on the same database.
    const other = createPaymentWorker(t.app.payments.deps);
    await Promise.all([t.fake.idle(), t.app.payments.worker.runPass(), other.runPass()]);
    await t.fake.idle();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('is recorded but leaves the order unpaid when the operator reports another amount', async () => {
    const { order, answer } = await started({
      outcome: 'approve',
      callbacks: 1,
      reportedAmount: '1',
    });
    await t.fake.idle();
    const row = await attemptRow(t.db, answer.attempt._id);
    expect(row.status).toBe('successful');
    expect(row.reason).toContain('where the order asks for');
    expect((await orderRow(order._id)).payment).toBe(false);
    expect(await paymentMails(order)).toEqual([]);
  });

  it('of a cancelled order is recorded for staff, and the order stays cancelled', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 1 });
    await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order._id));
    t.fake.decide(row.referenceId, 'SUCCESSFUL');
    await t.fake.idle();
    const after = await attemptRow(t.db, answer.attempt._id);
    expect(after.status).toBe('successful');
    expect(after.reason).toBe(PAYMENT_MESSAGES.orderNotPayable);
    const cancelled = await orderRow(order._id);
    expect([cancelled.status, cancelled.payment]).toEqual(['Cancelled', false]);
  });
});

describe('a payment that is not made', () => {
  it('fails when the payer declines, and the customer may start again', async () => {
    const { headers, order, phone, answer } = await started({ outcome: 'decline', callbacks: 1 });
    await t.fake.idle();
    const seen = await status(headers, answer.attempt._id);
    expect(seen.attempt.status).toBe('failed');
    expect(seen.message).toBe(PAYMENT_MESSAGES.declined);
    expect(seen.orderPaid).toBe(false);
    const again = await startedPayment(t.app, headers, order, phone);
    expect(again.attempt._id).not.toBe(answer.attempt._id);
    expect(again.attempt.status).toBe('pending');
  });

  it('stays pending while the payer does not decide, then expires', async () => {
    const { answer } = await started({ outcome: 'never', callbacks: 1 });
    await t.app.payments.worker.runPass();
    const row = await attemptRow(t.db, answer.attempt._id);
    expect(row.status).toBe('pending');
    expect(row.checks).toBeGreaterThanOrEqual(1);
    // Its time runs out (set in the past rather than waited for).
    await t.db
      .update(paymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.id, row.id));
    await t.app.payments.worker.runPass();
    const ended = await attemptRow(t.db, row.id);
    expect([ended.status, ended.reason]).toEqual(['expired', PAYMENT_MESSAGES.expired]);
  });

  it('that the payer approves after it expired is still recorded, and pays the order', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 1 });
    await t.db
      .update(paymentAttempts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentAttempts.id, row.id));
    await t.app.payments.worker.runPass();
    expect((await attemptRow(t.db, row.id)).status).toBe('expired');
    t.fake.decide(row.referenceId, 'SUCCESSFUL');
    await t.fake.idle();
    await expectPaidOnce(order, answer.attempt._id);
  });
});

describe('callbacks', () => {
  it('about a reference the shop never made are refused, and the operator is not asked', async () => {
    const reads = [...t.fake.requests.values()].reduce((n, r) => n + r.statusReads, 0);
    const address = t.app.server.address() as { port: number };
    const code = await t.fake.sendCallback(
      `http://127.0.0.1:${address.port}${MTN_CALLBACK_PATH}?reference=${crypto.randomUUID()}`,
      { status: 'SUCCESSFUL', amount: '1', currency: 'SSP' },
    );
    expect(code).toBe(404);
    expect([...t.fake.requests.values()].reduce((n, r) => n + r.statusReads, 0)).toBe(reads);
  });

  it('never decide the result: a forged SUCCESSFUL for a pending payment changes nothing', async () => {
    const { order, row } = await started({ outcome: 'never', callbacks: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: `${MTN_CALLBACK_PATH}?reference=${row.referenceId}`,
      payload: { status: 'SUCCESSFUL', amount: String(order.amount), currency: 'SSP' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    expect((await orderRow(order._id)).payment).toBe(false);
    expect(t.fake.requests.get(row.referenceId)!.statusReads).toBeGreaterThanOrEqual(1);
  });

  it('with a malformed reference or body answer 4xx with a message', async () => {
    for (const payload of ['{', '[]']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${MTN_CALLBACK_PATH}?reference=${crypto.randomUUID()}`,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const bad = await t.app.inject({ method: 'POST', url: `${MTN_CALLBACK_PATH}?reference=x` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.unknownReference);
  });
});

describe('an operator that fails', () => {
  it('answering 500 to status reads: the attempt waits, and is paid once it answers again', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 0 });
    t.fake.decide(row.referenceId, 'SUCCESSFUL');
    await t.fake.failingWith({ status: 500 }, () => t.app.payments.worker.runPass());
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('cutting the connection after taking the request: the stored reference finds the payment', async () => {
    // The crash between our write and the operator's answer: the request arrived, its answer did not.
    const { order, answer, row } = await started({
      outcome: 'approve',
      callbacks: 0,
      dropAnswer: true,
    });
    expect(answer.attempt.status).toBe('pending');
    expect(t.fake.requests.has(row.referenceId)).toBe(true);
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('never receiving the request (500, or a crash before it left): failed once the grace is over', async () => {
    const { row } = await t.fake.failingWith({ requestToPay: 500 }, () =>
      started({ outcome: 'approve', callbacks: 1 }),
    );
    expect(row.status).toBe('pending');
    expect(t.fake.requests.has(row.referenceId)).toBe(false);
    await t.app.payments.worker.runPass();
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    const { timings } = t.app.payments.deps;
    const grace = timings.notFoundGraceMs;
    timings.notFoundGraceMs = 0;
    try {
      await t.app.payments.worker.runPass();
    } finally {
      timings.notFoundGraceMs = grace;
    }
    const ended = await attemptRow(t.db, row.id);
    expect([ended.status, ended.reason]).toEqual(['failed', PAYMENT_MESSAGES.neverReceived]);
  });
});
