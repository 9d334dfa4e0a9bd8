import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderNumber,
  PAYMENT_MESSAGES,
  type Order,
  type PaymentAttemptResponse,
} from '@shop/contracts';
import type { AirtelMoneyConfig } from '../../../config.ts';
import { orders, paymentAttempts } from '../../../db/schema.ts';
import type { Headers } from '../../../test/account-fixtures.ts';
import { get } from '../../../test/order-fixtures.ts';
import { outboxRows } from '../../../test/outbox-fixtures.ts';
import {
  attemptRow,
  customerWithOrder,
  IMMEDIATE_TIMINGS,
  startPayment,
} from '../../../test/payment-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { createPaymentWorker } from '../worker.ts';
import { AIRTEL_CALLBACK_PATH } from './airtel-provider.ts';
import {
  startFakeAirtelOperator,
  type AirtelFakePlan,
  type FakeAirtelOperator,
} from './fake-operator.ts';

// Airtel Money from the customer's phone (docs/decisions/0048-airtel-money.md), against the fake
// Airtel operator: what is sent, and what each of its behaviours does to the attempt and the
// order. The same walk as MTN's (start-payment.test.ts, settle-payment.test.ts); the tests run
// the worker's passes themselves. Airtel calls back to one registered address: the shop's own.
let fake: FakeAirtelOperator | undefined;
const airtel = {} as AirtelMoneyConfig;
const t = useTestApp(async () => {
  fake = await startFakeAirtelOperator();
  Object.assign(airtel, { baseUrl: fake.url, ...fake.credentials });
  return { payments: { airtel, timings: { ...IMMEDIATE_TIMINGS }, worker: { autoStart: false } } };
});
beforeAll(async () => {
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  operator().setCallbackUrl(`${base}${AIRTEL_CALLBACK_PATH}`);
});
afterAll(() => fake?.close());

function operator(): FakeAirtelOperator {
  if (!fake) throw new Error('the fake operator is started by beforeAll, not before');
  return fake;
}

/** A South Sudan number no other test uses: the fake's plans are per number. */
const newPayer = () => `+21191${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** What the fake says when it is told to fail a payment request. */
const FAILURE = 'Something went wrong while processing the request.';

async function startAirtel(headers: Headers, orderId: string, phone: string) {
  return startPayment(t.app, headers, { orderId, phone, provider: 'Airtel' });
}

/** A customer, an order, and an Airtel payment started from a number the fake follows `plan` for. */
async function started(plan: Partial<AirtelFakePlan>) {
  const { headers, order } = await customerWithOrder(t.app, 'Airtel');
  const phone = newPayer();
  operator().plan(phone, plan);
  const res = await startAirtel(headers, order._id, phone);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<PaymentAttemptResponse>();
  const row = await attemptRow(t.db, answer.attempt._id);
  return { headers, order, phone, answer, row };
}

async function orderRow(id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function status(headers: Headers, attemptId: string) {
  const res = await get(t.app, `/api/payments/${attemptId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentAttemptResponse>();
}

/** Paid once: the attempt, the order, its history and its two e-mails. */
async function expectPaidOnce(order: Order, attemptId: string) {
  const row = await attemptRow(t.db, attemptId);
  expect(row.status).toBe('successful');
  expect(row.providerTransactionId).toBe(operator().requests.get(row.referenceId)?.airtelMoneyId);
  const paid = await orderRow(order._id);
  expect(paid.payment).toBe(true);
  expect(paid.transactionId).toBe(row.providerTransactionId);
  const notes = paid.statusHistory.filter((e) => e.note?.startsWith('Paid by Airtel Money'));
  expect(notes).toHaveLength(1);
  expect(notes[0]!.note).toContain(`reference ${row.referenceId}`);
  const number = orderNumber(order._id);
  const mails = (await outboxRows(t.db)).filter(
    (m) =>
      (m.kind === 'payment-confirmed' || m.kind === 'payment-received') &&
      m.subject.includes(number),
  );
  expect(mails.map((m) => m.kind).sort()).toEqual(['payment-confirmed', 'payment-received']);
}

const totalStatusReads = () =>
  [...operator().requests.values()].reduce((n, r) => n + r.statusReads, 0);

describe('starting an Airtel payment', () => {
  it('stores the reference, then pushes it to Airtel as the transaction id, without the country code', async () => {
    const { order, phone, answer, row } = await started({ outcome: 'never', callbacks: 1 });
    expect(answer.attempt).toMatchObject({
      provider: 'Airtel',
      status: 'pending',
      amount: order.amount,
      currency: 'SSP',
      phone,
    });
    expect(operator().requests.get(row.referenceId)?.body).toEqual({
      reference: `Order ${orderNumber(order._id)}`,
      subscriber: { country: 'SS', currency: 'SSP', msisdn: phone.slice(4) },
      transaction: { amount: order.amount, country: 'SS', currency: 'SSP', id: row.referenceId },
    });
    expect(JSON.stringify(answer)).not.toContain(row.referenceId);
  });

  it('reuses one access token (its lifetime written as a string) for many requests', async () => {
    const before = operator().tokensIssued;
    for (let i = 0; i < 3; i++) await started({ outcome: 'never', callbacks: 0 });
    expect(operator().tokensIssued - before).toBeLessThanOrEqual(1);
  });

  it('never pushes an MTN order to Airtel: the customer chose the operator with the order', async () => {
    const { headers, order } = await customerWithOrder(t.app, 'MTN');
    const res = await startAirtel(headers, order._id, newPayer());
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.otherProvider('MTN'));
    const rows = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order._id));
    expect(rows).toEqual([]);
  });

  it('with a refused token: 503, nothing sent, the attempt failed so another may start', async () => {
    const { headers, order } = await customerWithOrder(t.app, 'Airtel');
    const res = await operator().failingWith({ token: 401 }, () =>
      startAirtel(headers, order._id, newPayer()),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.unavailable);
    const [row] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order._id));
    expect(row?.status).toBe('failed');
    expect(operator().requests.has(row!.referenceId)).toBe(false);
    const again = await startAirtel(headers, order._id, newPayer());
    expect(again.statusCode, again.body).toBe(200);
  });

  it('that Airtel refuses, with a 4xx or with success false, fails at once with its words', async () => {
    const { headers, order } = await customerWithOrder(t.app, 'Airtel');
    const refused = await operator().failingWith({ payment: 400 }, () =>
      startAirtel(headers, order._id, newPayer()),
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const body = refused.json<PaymentAttemptResponse>();
    expect([body.attempt.status, body.attempt.reason]).toEqual([
      'failed',
      PAYMENT_MESSAGES.refused(FAILURE),
    ]);

    const words = 'The MSISDN is not registered for Airtel Money.';
    const { answer } = await started({ refuse: words });
    expect([answer.attempt.status, answer.message]).toEqual([
      'failed',
      PAYMENT_MESSAGES.refused(words),
    ]);
  });
});

describe('an approved Airtel payment', () => {
  it('is paid by the callback alone, once, with both e-mails, and the checkout sees it', async () => {
    const { headers, order, answer } = await started({ outcome: 'approve', callbacks: 1 });
    await operator().idle();
    expect(operator().callbackAnswers.at(-1)).toBe(200);
    // Airtel's status has no amount: the success is taken for the amount asked, the order's.
    await expectPaidOnce(order, answer.attempt._id);
    const seen = await status(headers, answer.attempt._id);
    expect([seen.attempt.status, seen.orderPaid]).toEqual(['successful', true]);
  });

  it('is paid by the worker when no callback comes', async () => {
    const { order, answer } = await started({ outcome: 'approve', callbacks: 0 });
    await operator().idle();
    expect((await attemptRow(t.db, answer.attempt._id)).status).toBe('pending');
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('is paid once when the callback comes twice and two workers ask at the same moment', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 2 });
    operator().decide(row.referenceId, 'TS');
    const other = createPaymentWorker(t.app.payments.deps);
    await Promise.all([operator().idle(), t.app.payments.worker.runPass(), other.runPass()]);
    await operator().idle();
    await expectPaidOnce(order, answer.attempt._id);
  });
});

describe('an Airtel payment that is not made', () => {
  it('fails when the payer declines, and the customer may start again', async () => {
    const { headers, order, phone, answer } = await started({ outcome: 'decline', callbacks: 1 });
    await operator().idle();
    const seen = await status(headers, answer.attempt._id);
    expect([seen.attempt.status, seen.message, seen.orderPaid]).toEqual([
      'failed',
      PAYMENT_MESSAGES.declined,
      false,
    ]);
    const again = await startAirtel(headers, order._id, phone);
    expect(again.json<PaymentAttemptResponse>().attempt._id).not.toBe(answer.attempt._id);
  });

  it('stays pending while the payer does not decide, then expires', async () => {
    const { row } = await started({ outcome: 'never', callbacks: 1 });
    await t.app.payments.worker.runPass();
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    expect(operator().requests.get(row.referenceId)!.statusReads).toBeGreaterThanOrEqual(1);
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
    operator().decide(row.referenceId, 'TS');
    await operator().idle();
    await expectPaidOnce(order, answer.attempt._id);
  });
});

describe("Airtel's callbacks", () => {
  it('about a transaction the shop never made are refused, and Airtel is not asked', async () => {
    const reads = totalStatusReads();
    const address = t.app.server.address() as { port: number };
    const code = await operator().sendCallback(
      `http://127.0.0.1:${address.port}${AIRTEL_CALLBACK_PATH}`,
      { transaction: { id: crypto.randomUUID(), status_code: 'TS', airtel_money_id: 'MP1' } },
    );
    expect(code).toBe(404);
    expect(totalStatusReads()).toBe(reads);
  });

  it('never decide the result: a forged TS for a pending payment changes nothing', async () => {
    const { order, row } = await started({ outcome: 'never', callbacks: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: AIRTEL_CALLBACK_PATH,
      payload: {
        transaction: { id: row.referenceId, status_code: 'TS', airtel_money_id: 'MP-FORGED' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    expect((await orderRow(order._id)).payment).toBe(false);
    expect(operator().requests.get(row.referenceId)!.statusReads).toBeGreaterThanOrEqual(1);
  });

  it('with a malformed body answer 400 with a message', async () => {
    for (const payload of ['{', '[]', '{}', '{"transaction":{}}', '{"transaction":{"id":"x"}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: AIRTEL_CALLBACK_PATH,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, `${payload}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, payload).toBeTruthy();
    }
    const empty = await t.app.inject({ method: 'POST', url: AIRTEL_CALLBACK_PATH });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(PAYMENT_MESSAGES.unknownReference);
  });
});

describe('Airtel failing', () => {
  it('answering 500 to status reads: the attempt waits, and is paid once it answers again', async () => {
    const { order, answer, row } = await started({ outcome: 'never', callbacks: 0 });
    operator().decide(row.referenceId, 'TS');
    await operator().failingWith({ status: 500 }, () => t.app.payments.worker.runPass());
    expect((await attemptRow(t.db, row.id)).status).toBe('pending');
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('cutting the connection after taking the push: the stored reference finds the payment', async () => {
    const { order, answer, row } = await started({
      outcome: 'approve',
      callbacks: 0,
      dropAnswer: true,
    });
    expect(answer.attempt.status).toBe('pending');
    expect(operator().requests.has(row.referenceId)).toBe(true);
    await t.app.payments.worker.runPass();
    await expectPaidOnce(order, answer.attempt._id);
  });

  it('never receiving the push (500): failed as never received once the grace is over', async () => {
    const { row } = await operator().failingWith({ payment: 500 }, () =>
      started({ outcome: 'approve', callbacks: 1 }),
    );
    expect(row.status).toBe('pending');
    expect(operator().requests.has(row.referenceId)).toBe(false);
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
