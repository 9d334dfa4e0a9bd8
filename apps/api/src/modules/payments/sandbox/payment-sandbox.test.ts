import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_SANDBOX_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentAttemptResponse,
  type PaymentSandboxListResponse,
  type PaymentSetupResponse,
} from '@shop/contracts';
import { orders } from '../../../db/schema.ts';
import { signUp, signUpAdmin, type Headers } from '../../../test/account-fixtures.ts';
import { get, post } from '../../../test/order-fixtures.ts';
import {
  attemptRow,
  customerWithOrder,
  IMMEDIATE_TIMINGS,
  startPayment,
} from '../../../test/payment-fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';

// PAYMENTS_SANDBOX (docs/decisions/0048-airtel-money.md): fake MTN and Airtel operators inside
// the shop, and the admin's routes that play the payer's phone. A decision goes through the
// fake's callback and the shop's own check, as a real payment does; without the sandbox the
// routes do not exist.
const SETUP = '/api/admin/payments/setup';
const LIST = '/api/admin/payments/sandbox';
const DECIDE = '/api/admin/payments/sandbox/decide';

describe('without the sandbox', () => {
  const t = useTestApp();

  it('has no sandbox routes (404), and says so to the admin', async () => {
    const admin = await signUpAdmin(t.app, t.db);
    expect((await get(t.app, LIST, admin.headers)).statusCode).toBe(404);
    const decide = await post(t.app, DECIDE, admin.headers, {
      provider: 'MTN',
      referenceId: crypto.randomUUID(),
      decision: 'approve',
    });
    expect(decide.statusCode).toBe(404);
    const setup = await get(t.app, SETUP, admin.headers);
    expect(setup.statusCode, setup.body).toBe(200);
    expect(setup.json<PaymentSetupResponse>()).toEqual({
      success: true,
      automaticProviders: [],
      paymentsSandbox: false,
    });
  });
});

describe('with the sandbox', () => {
  const t = useTestApp({
    payments: { sandbox: true, timings: { ...IMMEDIATE_TIMINGS }, worker: { autoStart: false } },
  });
  let admin: Headers;
  beforeAll(async () => {
    // The fakes call the shop back wherever it listens.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = (await signUpAdmin(t.app, t.db)).headers;
  });

  const sandbox = () => t.app.payments.sandbox!;
  const list = async () => {
    const res = await get(t.app, LIST, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PaymentSandboxListResponse>().requests;
  };
  const decide = (provider: string, referenceId: string, decision: string) =>
    post(t.app, DECIDE, admin, { provider, referenceId, decision });

  /** A customer's order and a payment started with `provider`, as the sandbox's list shows it. */
  async function started(provider: 'MTN' | 'Airtel', phone: string) {
    const { headers, order } = await customerWithOrder(t.app, provider);
    const res = await startPayment(t.app, headers, { orderId: order._id, provider, phone });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = await attemptRow(t.db, res.json<PaymentAttemptResponse>().attempt._id);
    return { headers, order, attempt };
  }

  async function orderPaid(id: string) {
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  }

  it('stands in for both operators, and tells the admin so', async () => {
    const setup = await get(t.app, SETUP, admin);
    expect(setup.json<PaymentSetupResponse>()).toEqual({
      success: true,
      automaticProviders: ['MTN', 'Airtel'],
      paymentsSandbox: true,
    });
  });

  it('lists the requests the fakes received, newest first, waiting for the "phone"', async () => {
    const mtn = await started('MTN', '+211925550301');
    const airtel = await started('Airtel', '+211915550301');
    const requests = await list();
    expect(requests.slice(0, 2)).toEqual([
      {
        provider: 'Airtel',
        referenceId: airtel.attempt.referenceId,
        amount: airtel.order.amount,
        currency: 'SSP',
        phone: '+211915550301',
        status: 'pending',
        createdAt: expect.any(String),
      },
      {
        provider: 'MTN',
        referenceId: mtn.attempt.referenceId,
        amount: mtn.order.amount,
        currency: 'SSP',
        phone: '+211925550301',
        status: 'pending',
        createdAt: expect.any(String),
      },
    ]);
    // Nothing decides by itself: the worker finds both still pending.
    await t.app.payments.worker.runPass();
    expect((await attemptRow(t.db, mtn.attempt.id)).status).toBe('pending');
    expect((await attemptRow(t.db, airtel.attempt.id)).status).toBe('pending');
  });

  it.each(['MTN', 'Airtel'] as const)(
    'approving a %s request pays the order through the callback and the shop’s own check',
    async (provider) => {
      const phone = provider === 'MTN' ? '+211925550302' : '+211915550302';
      const { order, attempt } = await started(provider, phone);
      const res = await decide(provider, attempt.referenceId, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      await sandbox().idle();
      expect((await attemptRow(t.db, attempt.id)).status).toBe('successful');
      const paid = await orderPaid(order._id);
      expect(paid.payment).toBe(true);
      const label = provider === 'MTN' ? 'MTN MoMo' : 'Airtel Money';
      expect(paid.statusHistory.filter((e) => e.note?.startsWith(`Paid by ${label}`))).toHaveLength(
        1,
      );
      const shown = (await list()).find((r) => r.referenceId === attempt.referenceId);
      expect(shown?.status).toBe('successful');

      // Decided once: a second decision is refused and changes nothing.
      const again = await decide(provider, attempt.referenceId, 'decline');
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(
        PAYMENT_SANDBOX_MESSAGES.alreadyDecided('successful'),
      );
      expect((await attemptRow(t.db, attempt.id)).status).toBe('successful');
    },
  );

  it('declining fails the attempt as a declined payment; the customer may start again', async () => {
    const { headers, order, attempt } = await started('Airtel', '+211915550303');
    expect((await decide('Airtel', attempt.referenceId, 'decline')).statusCode).toBe(200);
    await sandbox().idle();
    const seen = await get(t.app, `/api/payments/${attempt.id}`, headers);
    const body = seen.json<PaymentAttemptResponse>();
    expect([body.attempt.status, body.message, body.orderPaid]).toEqual([
      'failed',
      PAYMENT_MESSAGES.declined,
      false,
    ]);
    expect((await decide('Airtel', attempt.referenceId, 'approve')).statusCode).toBe(409);
    const retry = await startPayment(t.app, headers, {
      orderId: order._id,
      provider: 'Airtel',
      phone: '+211915550303',
    });
    expect(retry.json<PaymentAttemptResponse>().attempt.status).toBe('pending');
  });

  it('refuses an unknown reference (404) and bad input (400), each with a message', async () => {
    const unknown = await decide('MTN', crypto.randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe(
      PAYMENT_SANDBOX_MESSAGES.unknownRequest,
    );
    // An MTN reference is not an Airtel one.
    const { attempt } = await started('MTN', '+211925550304');
    expect((await decide('Airtel', attempt.referenceId, 'approve')).statusCode).toBe(404);

    const bad: [object, string][] = [
      [{ provider: 'UTL', referenceId: attempt.referenceId, decision: 'approve' }, 'provider'],
      [{ provider: 'MTN', referenceId: 'x', decision: 'approve' }, 'referenceId'],
      [{ provider: 'MTN', referenceId: attempt.referenceId, decision: 'maybe' }, 'decision'],
    ];
    const words = {
      provider: PAYMENT_SANDBOX_MESSAGES.chooseProvider,
      referenceId: PAYMENT_SANDBOX_MESSAGES.badReference,
      decision: PAYMENT_SANDBOX_MESSAGES.chooseDecision,
    };
    for (const [payload, field] of bad) {
      const res = await post(t.app, DECIDE, admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(words[field as keyof typeof words]);
    }
    const empty = await post(t.app, DECIDE, admin, undefined);
    expect(empty.statusCode).toBe(400);
    expect((await attemptRow(t.db, attempt.id)).status).toBe('pending');
  });

  it('is for staff only: a visitor gets 401 and a customer 403', async () => {
    const customer = await signUp(t.app, 'Nyandeng Customer');
    for (const [headers, code] of [
      [{}, 401],
      [customer.headers, 403],
    ] as const) {
      expect((await get(t.app, SETUP, headers)).statusCode).toBe(code);
      expect((await get(t.app, LIST, headers)).statusCode).toBe(code);
      const res = await post(t.app, DECIDE, headers, {
        provider: 'MTN',
        referenceId: crypto.randomUUID(),
        decision: 'approve',
      });
      expect(res.statusCode).toBe(code);
    }
  });
});
