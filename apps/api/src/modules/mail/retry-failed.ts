import { MAIL_MESSAGES as M } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';

/** What the staff's Retry reads of an outbox's row, e-mail or text message. */
interface OutboxRow {
  status: string;
  attempts: number;
  lastError: string | null;
}

/**
 * Staff send a failed message of an outbox again: pending and due now, with a full set of tries,
 * audited (decision 0033; text messages alike, decision 0066). A sent one is never sent twice and
 * a waiting one needs nothing (409, saying which); `refusal` names why a failed one may not go.
 * Another staff member's Retry may win the row first: the loser is told what it now is.
 */
export async function retryFailed<Row extends OutboxRow>(
  db: Db,
  actorId: string,
  id: string,
  outbox: {
    /** The audit's entity, and the action `<entity>.retry`. */
    entity: string;
    notFound: string;
    find: (tx: Db, id: string) => Promise<Row | undefined>;
    /** Why this failed message may not go again, if it may not. */
    refusal: (tx: Db, row: Row) => Promise<string | undefined>;
    requeue: (tx: Db, id: string) => Promise<Row | undefined>;
    /** Gone out already (never twice), rather than still waiting. */
    sent: (row: Row) => boolean;
    /** What the audit keeps of the message sent again, besides its status. */
    described: (row: Row) => Record<string, unknown>;
  },
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = await outbox.find(tx, id);
    if (!before) throw new AppError('NOT_FOUND', outbox.notFound);
    const refused = before.status === 'failed' ? await outbox.refusal(tx, before) : undefined;
    if (refused) throw new AppError('CONFLICT', refused);
    const after = await outbox.requeue(tx, id);
    if (!after) {
      const now = (await outbox.find(tx, id)) ?? before;
      throw new AppError('CONFLICT', outbox.sent(now) ? M.retrySent : M.retryPending);
    }
    await recordAudit(tx, actorId, {
      action: `${outbox.entity}.retry`,
      entity: outbox.entity,
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status, ...outbox.described(after) },
    });
    return after;
  });
}
