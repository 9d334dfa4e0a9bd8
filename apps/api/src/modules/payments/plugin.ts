import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AirtelMoneyConfig, MtnMomoConfig } from '../../config.ts';
import { airtelMoneyProvider } from './airtel/airtel-provider.ts';
import type { PaymentDeps } from './deps.ts';
import { mtnMomoProvider } from './mtn/momo-provider.ts';
import { startPaymentSandbox, type PaymentSandbox } from './sandbox/payment-sandbox.ts';
import { DEFAULT_TIMINGS, type PaymentTimings } from './timings.ts';
import { createPaymentWorker, type PaymentWorker, type PaymentWorkerOptions } from './worker.ts';

export interface PaymentsOptions {
  /** MTN MoMo's Collection API; absent: MTN customers pay by hand, as before. */
  mtn?: MtnMomoConfig;
  /** Airtel Money's Open API (Collection); absent: Airtel customers pay by hand. */
  airtel?: AirtelMoneyConfig;
  /**
   * PAYMENTS_SANDBOX: fake operators in this process stand in for those not configured
   * (docs/decisions/0048-airtel-money.md).
   */
  sandbox?: boolean;
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
    payments: { deps: PaymentDeps; worker: PaymentWorker; sandbox?: PaymentSandbox };
  }
}

/** The shop's own address as a fake on this machine reaches it. */
function ownAddress({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/** The sandbox's fakes, started when asked for; they call back wherever the app listens. */
async function sandboxOf(app: FastifyInstance, opts: PaymentsOptions) {
  if (!opts.sandbox) return undefined;
  const sandbox = await startPaymentSandbox({ mtn: !opts.mtn, airtel: !opts.airtel });
  if (!sandbox) {
    app.log.warn('PAYMENTS_SANDBOX ignored: MTN MoMo and Airtel Money are both configured');
    return undefined;
  }
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (address && typeof address === 'object') sandbox.callBackTo(ownAddress(address));
  });
  app.addHook('onClose', () => sandbox.close());
  const fakes = [sandbox.mtn && 'MTN MoMo', sandbox.airtel && 'Airtel Money'].filter(Boolean);
  app.log.warn(
    `PAYMENTS_SANDBOX: ${fakes.join(' and ')} are fakes in this process; approve or decline ` +
      "their requests on the admin's Payment sandbox page",
  );
  return sandbox;
}

/**
 * Mobile money collected through the operators' APIs (docs/decisions/0046-mobile-money-attempts.md):
 * the configured providers and the worker that asks them about pending attempts, started with the
 * app and stopped when it closes. Without a configured operator the worker finds nothing to do.
 */
export default fp(async function payments(app: FastifyInstance, opts: PaymentsOptions) {
  const timeoutMs = opts.requestTimeoutMs;
  const sandbox = await sandboxOf(app, opts);
  const mtn = opts.mtn ?? sandbox?.mtn;
  const airtel = opts.airtel ?? sandbox?.airtel;
  const deps: PaymentDeps = {
    db: app.db,
    mail: app.mail,
    texts: app.texts,
    publicUrl: opts.publicUrl,
    providers: {
      ...(mtn ? { MTN: mtnMomoProvider(mtn, { timeoutMs }) } : {}),
      ...(airtel ? { Airtel: airtelMoneyProvider(airtel, { timeoutMs }) } : {}),
    },
    timings: { ...DEFAULT_TIMINGS, ...opts.timings },
    log: app.log,
  };
  const worker = createPaymentWorker(deps, opts.worker);
  app.decorate('payments', { deps, worker, sandbox });
  if (opts.worker?.autoStart !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
});
