// What the shop needs of a mobile money operator's collection API: ask a payer's phone to approve
// a payment under a reference the shop chose, and read back what became of it. One implementation
// per operator (mtn/, airtel/); the attempts, the worker and the routes know only this.
import type { AutoPaymentProvider } from '@shop/contracts';

export interface CollectionRequest {
  /** Chosen and stored by the shop before the request is sent (a UUID). */
  referenceId: string;
  /** Whole units of `currency`. */
  amount: number;
  currency: string;
  /** Ours, shown on the operator's statement: the order's id. */
  externalId: string;
  /** +2119XXXXXXXX */
  payerPhone: string;
  /** Shown to the payer on the phone. */
  payerMessage: string;
  /** Kept on the shop's side of the operator's statement. */
  payeeNote: string;
}

/**
 * What became of sending a request. `accepted`: the operator has it. `refused`: it does not and
 * never will (bad payer number, or our request was invalid). `not-sent`: the request never left
 * (no access token). `unknown`: it may or may not have arrived (a 5xx answer, a cut connection,
 * no answer in time): only asking about the reference later can tell.
 */
export type StartOutcome =
  | { kind: 'accepted' }
  | { kind: 'refused'; reason: string }
  | { kind: 'not-sent'; reason: string }
  | { kind: 'unknown'; reason: string };

/** The operator's answer about a reference. */
export type CollectionStatus =
  | { kind: 'pending' }
  | {
      kind: 'successful';
      /**
       * What the operator says it collected. Null when its answer does not say (Airtel's status
       * carries no amount): the success is then taken to be for the amount and currency the
       * attempt asked for (docs/decisions/0048-airtel-money.md).
       */
      amount: number | null;
      currency: string | null;
      /** The operator's id of the money moved, when it gives one. */
      transactionId: string | null;
    }
  | { kind: 'failed'; reason: string }
  /** The operator knows no request by this reference. */
  | { kind: 'not-found' };

export interface PaymentProvider {
  readonly name: AutoPaymentProvider;
  /** How people call it: 'MTN MoMo'. */
  readonly label: string;
  /** The currency its requests are made in (the shop's prices are in SSP). */
  readonly currency: string;
  start(request: CollectionRequest): Promise<StartOutcome>;
  /** Throws OperatorUnavailable when the operator cannot answer now (asked again later). */
  status(referenceId: string): Promise<CollectionStatus>;
}

/** The operator could not be asked now (no token, a 5xx answer, no connection, no answer in time). */
export class OperatorUnavailable extends Error {}

/** No access token could be had: nothing was sent to the operator. */
export class TokenUnavailable extends OperatorUnavailable {}

/**
 * What a request that threw became: nothing was sent without a token; otherwise it may have
 * arrived, and only asking about its reference later can tell. Anything else is a bug: thrown.
 */
export function outcomeOfFailedStart(err: unknown): StartOutcome {
  if (!(err instanceof OperatorUnavailable)) throw err;
  return err instanceof TokenUnavailable
    ? { kind: 'not-sent', reason: err.message }
    : { kind: 'unknown', reason: err.message };
}
