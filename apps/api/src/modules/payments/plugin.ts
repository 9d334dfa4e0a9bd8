import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AirtelMoneyConfig, MtnMomoConfig } from '../../config.ts';
import { airtelMoneyProvider } from './airtel/airtel-provider.ts';
import type { PaymentDeps } from './deps.ts';
import { mtnMomoProvider } from './mtn/momo-provider.ts';
import { DEFAULT_TIMINGS, type PaymentTimings } from './timings.ts';
import { createPaymentWorker, type PaymentWorker, type PaymentWorkerOptions } from './worker.ts';

export interface PaymentsOptions {
  /** MTN MoMo's Collection API; absent: MTN customers pay by hand, as before. */
  mtn?: MtnMomoConfig;
  /** Airtel Money's Open API (Collection); absent: Airtel customers pay by hand. */
  airtel?: AirtelMoneyConfig;
  /** Each request to an operator's time to answer (milliseconds). */
  requestTimeoutMs?: number;
  /** When to ask about pending attempts, and for how long (tests shorten them). */
  timings?: Partial<PaymentTimings>;
  worker?: PaymentWorkerOptions & {
    /** False: nothing polls, tests run the passes themselves (runPass). */
    autoStart?: boolean;
  };
  /** Base of links in e-mails (PUBLIC_URL). */
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: { deps: PaymentDeps; worker: PaymentWorker };
  }
}

/**
 * Mobile money collected through the operators' APIs (docs/decisions/0046-mobile-money-attempts.md):
 * the configured providers and the worker that asks them about pending attempts, started with the
 * app and stopped when it closes. Without a configured operator the worker finds nothing to do.
 */
export default fp(async function payments(app: FastifyInstance, opts: PaymentsOptions) {
  const timeoutMs = opts.requestTimeoutMs;
  const { mtn, airtel } = opts;
  const deps: PaymentDeps = {
    db: app.db,
    mail: app.mail,
    publicUrl: opts.publicUrl,
    providers: {
      ...(mtn ? { MTN: mtnMomoProvider(mtn, { timeoutMs }) } : {}),
      ...(airtel ? { Airtel: airtelMoneyProvider(airtel, { timeoutMs }) } : {}),
    },
    timings: { ...DEFAULT_TIMINGS, ...opts.timings },
    log: app.log,
  };
  const worker = createPaymentWorker(deps, opts.worker);
  app.decorate('payments', { deps, worker });
  if (opts.worker?.autoStart !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
