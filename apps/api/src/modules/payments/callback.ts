// An operator's callback: only a sign that something may have changed. It is accepted for
// references the shop made, and the status is then read from the operator itself, so a forged or
// replayed callback can at most make the shop ask (docs/decisions/0046-mobile-money-attempts.md).
import { PAYMENT_MESSAGES as M, type AutoPaymentProvider } from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { checkAttempt } from './check-attempt.ts';
import type { PaymentDeps } from './deps.ts';
import { findAttemptByReference } from './queries.ts';

export async function acceptCallback(
  deps: PaymentDeps,
  provider: AutoPaymentProvider,
  referenceId: string,
) {
  const attempt = await findAttemptByReference(deps.db, provider, referenceId);
  if (!attempt) throw new AppError('NOT_FOUND', M.unknownReference);
  // Settled already: nothing the operator says can change it, so it is not even asked.
  if (attempt.status !== 'successful') await checkAttempt(deps, attempt);
  return { success: true as const };
}
