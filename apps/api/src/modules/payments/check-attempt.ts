// Asks the operator about one attempt and applies the answer: the worker's step, and the
// callback's (which never trusts what the callback itself says).
import type { PaymentDeps } from './deps.ts';
import { applyStatus } from './apply-status.ts';
import { OperatorUnavailable, type PaymentProvider } from './provider.ts';
import { scheduleCheck, type AttemptRow } from './queries.ts';
import { nextCheckDelayMs } from './timings.ts';

export function providerOf(deps: PaymentDeps, attempt: AttemptRow): PaymentProvider | undefined {
  return deps.providers[attempt.provider as keyof PaymentDeps['providers']];
}

/**
 * An operator that cannot answer is asked again later, with the same backoff: an attempt only
 * expires on the operator's own word that it is still undecided, since until then the payer may
 * have approved. An attempt whose operator is no longer configured waits the same way.
 */
export async function checkAttempt(deps: PaymentDeps, attempt: AttemptRow): Promise<CheckOutcome> {
  const provider = providerOf(deps, attempt);
  const later = async (outcome: CheckOutcome) => {
    await scheduleCheck(deps.db, attempt.id, nextCheckDelayMs(deps.timings, attempt.checks));
    return outcome;
  };
  if (!provider) return later('no-operator');
  let status;
  try {
    status = await provider.status(attempt.referenceId);
  } catch (err) {
    if (!(err instanceof OperatorUnavailable)) throw err;
    deps.log.warn({ attemptId: attempt.id, err: err.message }, 'mobile money status not read');
    return later('unavailable');
  }
  await applyStatus(deps, provider, attempt, status);
  return 'asked';
}

/** Asked and answered; the operator could not be asked now; its settings are gone. */
export type CheckOutcome = 'asked' | 'unavailable' | 'no-operator';
