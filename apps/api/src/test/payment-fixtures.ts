// Mobile money in tests: a shop whose MTN MoMo is the fake operator (modules/payments/mtn/
// fake-operator.ts), listening on a free port of 127.0.0.1 so the fake's callbacks reach it, and
// customers with mobile money orders of their own.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Order, PaymentAttemptResponse } from '@shop/contracts';
import type { MtnMomoConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { paymentAttempts } from '../db/schema.ts';
import {
  startFakeMtnOperator,
  type FakeMtnOperator,
} from '../modules/payments/mtn/fake-operator.ts';
import type { PaymentTimings } from '../modules/payments/timings.ts';
import { signUp, type Headers } from './account-fixtures.ts';
import { cheapestProduct, placeOrder, post } from './order-fixtures.ts';
import { useTestApp, type TestApp } from './test-app.ts';

/**
 * Timings that make every pending attempt due at once: a test runs the worker's passes itself
 * (`runPass`), so nothing waits on a clock.
 */
export const IMMEDIATE_TIMINGS: Partial<PaymentTimings> = {
  checkDelaysMs: [0],
  leaseMs: 0,
};

export interface PaymentShop extends TestApp {
  readonly fake: FakeMtnOperator;
}

/** A test app for the file with MTN MoMo pointed at a fake operator of its own. */
export function usePaymentShop(timings: Partial<PaymentTimings> = IMMEDIATE_TIMINGS): PaymentShop {
  let fake: FakeMtnOperator | undefined;
  // Filled in once the fake and the app listen: the provider reads it at each request.
  const mtn = {} as MtnMomoConfig;
  const t = useTestApp(async () => {
    fake = await startFakeMtnOperator();
    Object.assign(mtn, {
      baseUrl: fake.url,
      ...fake.credentials,
      currency: 'SSP',
    } satisfies Omit<MtnMomoConfig, 'callbackBase'>);
    return { payments: { mtn, timings: { ...timings }, worker: { autoStart: false } } };
  });
  beforeAll(async () => {
    mtn.callbackBase = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => fake?.close());
  return Object.create(t, {
    fake: {
      get() {
        if (!fake) throw new Error('the fake operator is started by beforeAll, not before');
        return fake;
      },
    },
  }) as PaymentShop;
}

/** A South Sudan MTN number no other test uses: the fake's plans are per number. */
export const newPayer = () => `+21192${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** A new customer with an unpaid mobile money order of their own, to pay with `mobileProvider`. */
export async function customerWithOrder(app: FastifyInstance, mobileProvider = 'MTN') {
  const customer = await signUp(app, 'Ayen Majok');
  const product = await cheapestProduct(app);
  const order = await placeOrder(app, customer.headers, {
    product,
    quantity: 1,
    mobileMoney: true,
    mobileProvider,
  });
  return { headers: customer.headers, order };
}

export function startPayment(
  app: FastifyInstance,
  headers: Headers,
  body: { orderId: string; provider?: string; phone?: string },
) {
  return post(app, '/api/payments/start', headers, { provider: 'MTN', ...body });
}

/** Starts a payment that must be taken (200); answers the attempt. */
export async function startedPayment(
  app: FastifyInstance,
  headers: Headers,
  order: Order,
  phone: string,
): Promise<PaymentAttemptResponse> {
  const res = await startPayment(app, headers, { orderId: order._id, phone });
  if (res.statusCode !== 200) throw new Error(`starting a payment failed: ${res.body}`);
  return res.json<PaymentAttemptResponse>();
}

/** The attempt's row as stored (its reference included). */
export async function attemptRow(db: Db, id: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  if (!row) throw new Error(`no attempt ${id}`);
  return row;
}
