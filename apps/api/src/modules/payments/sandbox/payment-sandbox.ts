// PAYMENTS_SANDBOX=1 (docs/decisions/0048-airtel-money.md): the fake MTN and Airtel operators run
// inside the shop's process for the operators not configured, the providers are pointed at them,
// and staff play the payer's phone from the admin's sandbox page. Nothing about the attempts, the
// worker or the callbacks differs: the fakes speak the operators' protocols.
import {
  PAYMENT_SANDBOX_MESSAGES as M,
  type PaymentSandboxDecideRequest,
  type PaymentSandboxRequest,
} from '@shop/contracts';
import type { AirtelMoneyConfig, MtnMomoConfig } from '../../../config.ts';
import { AppError } from '../../../lib/app-error.ts';
import { AIRTEL_CALLBACK_PATH } from '../airtel/airtel-provider.ts';
import { startFakeAirtelOperator, type FakeAirtelOperator } from '../airtel/fake-operator.ts';
import { startFakeMtnOperator, type FakeMtnOperator } from '../mtn/fake-operator.ts';

/** A fake left to itself never decides, and calls the shop back once, as the operators do. */
const SANDBOX_PLAN = { outcome: 'never', callbacks: 1 } as const;

export interface PaymentSandbox {
  /** Settings pointing the providers at the fakes (only for the operators not configured). */
  readonly mtn?: MtnMomoConfig;
  readonly airtel?: AirtelMoneyConfig;
  /** The fakes themselves (tests wait for their callbacks with idle()). */
  readonly fakes: { mtn?: FakeMtnOperator; airtel?: FakeAirtelOperator };
  /** Every request the fakes received, newest first. */
  list(): PaymentSandboxRequest[];
  /** The "payer" approves or declines: 404 for an unknown reference, 409 once decided. */
  decide(input: PaymentSandboxDecideRequest): void;
  /** The shop listens here: the fakes call it back at this address. */
  callBackTo(base: string): void;
  /** Resolves once every callback the fakes sent has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const MTN_STATUS = { PENDING: 'pending', SUCCESSFUL: 'successful', FAILED: 'failed' } as const;
const AIRTEL_STATUS = { TIP: 'pending', TS: 'successful', TF: 'failed' } as const;

function mtnRequests(fake: FakeMtnOperator): PaymentSandboxRequest[] {
  return [...fake.requests.values()].map((r) => ({
    provider: 'MTN',
    referenceId: r.referenceId,
    amount: Number(r.body.amount),
    currency: r.body.currency,
    phone: `+${r.body.payer.partyId}`,
    status: MTN_STATUS[r.status],
    createdAt: r.createdAt.toISOString(),
  }));
}

function airtelRequests(fake: FakeAirtelOperator): PaymentSandboxRequest[] {
  return [...fake.requests.values()].map((r) => ({
    provider: 'Airtel',
    referenceId: r.id,
    amount: r.body.transaction.amount,
    currency: r.body.transaction.currency,
    // Airtel's msisdn is the number without South Sudan's code.
    phone: `+211${r.body.subscriber.msisdn}`,
    status: AIRTEL_STATUS[r.status],
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Starts a fake for each operator asked for; undefined when none is. */
export async function startPaymentSandbox(wanted: {
  mtn: boolean;
  airtel: boolean;
}): Promise<PaymentSandbox | undefined> {
  if (!wanted.mtn && !wanted.airtel) return undefined;
  const mtnFake = wanted.mtn ? await startFakeMtnOperator() : undefined;
  const airtelFake = wanted.airtel ? await startFakeAirtelOperator() : undefined;
  mtnFake?.setDefaultPlan(SANDBOX_PLAN);
  airtelFake?.setDefaultPlan(SANDBOX_PLAN);
  // MTN is told the callback address with each request, so it is read when one is made.
  const mtn: MtnMomoConfig | undefined = mtnFake && {
    baseUrl: mtnFake.url,
    ...mtnFake.credentials,
    currency: 'SSP',
  };
  const airtel: AirtelMoneyConfig | undefined = airtelFake && {
    baseUrl: airtelFake.url,
    ...airtelFake.credentials,
  };

  const requestsOf = (provider: PaymentSandboxDecideRequest['provider']) =>
    provider === 'MTN'
      ? mtnFake
        ? mtnRequests(mtnFake)
        : []
      : airtelFake
        ? airtelRequests(airtelFake)
        : [];

  return {
    mtn,
    airtel,
    fakes: { mtn: mtnFake, airtel: airtelFake },
    list() {
      // Each fake's own order is oldest first; reversed, a tie in the millisecond stays newest first.
      const all = [...requestsOf('MTN').reverse(), ...requestsOf('Airtel').reverse()];
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    decide({ provider, referenceId, decision }) {
      const request = requestsOf(provider).find((r) => r.referenceId === referenceId);
      if (!request) throw new AppError('NOT_FOUND', M.unknownRequest);
      if (request.status !== 'pending')
        throw new AppError('CONFLICT', M.alreadyDecided(request.status));
      const approve = decision === 'approve';
      if (provider === 'MTN') mtnFake!.decide(referenceId, approve ? 'SUCCESSFUL' : 'FAILED');
      else airtelFake!.decide(referenceId, approve ? 'TS' : 'TF');
    },
    callBackTo(base) {
      const root = base.replace(/\/+$/, '');
      if (mtn) mtn.callbackBase = root;
      airtelFake?.setCallbackUrl(`${root}${AIRTEL_CALLBACK_PATH}`);
    },
    async idle() {
      await Promise.all([mtnFake?.idle(), airtelFake?.idle()]);
    },
    async close() {
      await Promise.all([mtnFake?.close(), airtelFake?.close()]);
    },
  };
}
