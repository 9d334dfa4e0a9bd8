// Staff's side of phone payments (docs/decisions/0050-payments-for-staff.md): an order's attempts,
// asking the operator again now, and what must be matched by hand against the statements.
import { ORDER_MESSAGES, type MobileMoneyProvider } from '@shop/contracts';
import { and, desc, eq, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { toAttempt } from './attempt-mapper.ts';
import { checkAttempt, type CheckOutcome } from './check-attempt.ts';
import type { PaymentDeps } from './deps.ts';
import { findAttempt, type AttemptRow } from './queries.ts';

/** How many rows each list of the reconciliation shows at most (newest first). */
const LIST_MAX = 100;

export const ADMIN_PAYMENT_MESSAGES = {
  notFound: 'Payment attempt not found.',
  asked: 'The operator was asked again; the attempt shows its answer.',
  unavailable: 'The operator cannot be reached just now; it will be asked again shortly.',
  noOperator:
    'This operator is no longer configured, so it cannot be asked. Check its statement by hand.',
} as const;

const OUTCOME_MESSAGES: Record<CheckOutcome, string> = {
  asked: ADMIN_PAYMENT_MESSAGES.asked,
  unavailable: ADMIN_PAYMENT_MESSAGES.unavailable,
  'no-operator': ADMIN_PAYMENT_MESSAGES.noOperator,
};

/** The attempt with what only staff see. */
export function toAdminAttempt(row: AttemptRow) {
  return {
    ...toAttempt(row),
    referenceId: row.referenceId,
    providerTransactionId: row.providerTransactionId,
    checks: row.checks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every attempt to collect the order's money, newest first (none: an empty list). */
export async function listOrderAttempts(db: Db, orderId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
  return { success: true as const, attempts: rows.map(toAdminAttempt) };
}

/**
 * Asks the operator about the attempt now, whatever its state: a pending one may be decided, and
 * a failed or expired one may have been approved late (the money is then recorded, 0046).
 */
export async function recheckAttempt(deps: PaymentDeps, actorId: string, id: string) {
  const attempt = await findAttempt(deps.db, id);
  if (!attempt) throw new AppError('NOT_FOUND', ADMIN_PAYMENT_MESSAGES.notFound);
  const outcome = await checkAttempt(deps, attempt);
  const now = (await findAttempt(deps.db, id)) ?? attempt;
  await recordAudit(deps.db, actorId, {
    action: 'payment.check',
    // Staff find it on the order's page, where the attempt is shown.
    entity: 'order',
    entityId: attempt.orderId,
    before: { attempt: id, status: attempt.status, reason: attempt.reason },
    after: { attempt: id, status: now.status, reason: now.reason, outcome },
  });
  return {
    success: true as const,
    message: OUTCOME_MESSAGES[outcome],
    attempt: toAdminAttempt(now),
  };
}

/**
 * What staff match against the operators' statements: money collected that its order did not
 * take (the attempt says why), and mobile money orders marked paid by hand.
 */
export async function reconciliation(db: Db) {
  const notApplied = await db
    .select({ attempt: paymentAttempts, orderStatus: orders.status, orderPaid: orders.payment })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'successful'), isNotNull(paymentAttempts.reason)))
    .orderBy(desc(paymentAttempts.updatedAt), desc(paymentAttempts.id))
    .limit(LIST_MAX);
  const paidByHand = await db
    .select({
      orderId: orders.id,
      mobileProvider: orders.mobileProvider,
      amount: orders.amount,
      transactionId: orders.transactionId,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'mobile_money'),
        eq(orders.payment, true),
        notExists(
          db
            .select({ one: paymentAttempts.id })
            .from(paymentAttempts)
            .where(
              and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.status, 'successful')),
            ),
        ),
      ),
    )
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(LIST_MAX);
  return {
    success: true as const,
    notApplied: notApplied.map((row) => ({
      ...toAdminAttempt(row.attempt),
      orderStatus: row.orderStatus,
      orderPaid: row.orderPaid,
    })),
    paidByHand: paidByHand.map((row) => ({
      ...row,
      mobileProvider: row.mobileProvider as MobileMoneyProvider | null,
      paidAt: row.paidAt?.toISOString() ?? null,
    })),
  };
}
