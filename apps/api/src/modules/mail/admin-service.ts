import {
  ADMIN_MAIL_PAGE_SIZE,
  MAIL_MESSAGES as M,
  type AdminMailListResponse,
  type AdminMailResponse,
  type AdminMailRetryResponse,
  type MailFilter,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit } from '../audit/index.ts';
import { countMail, findMail, findOneMail } from './admin-queries.ts';
import { requeueFailed } from './claims.ts';
import { toMailDetail, toMailSummary } from './mail-mapper.ts';
import { hasRemovedLinks } from './secret-links.ts';

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** One tab of the Mail page, newest first, with every tab's count. */
export async function listMail(
  db: Db,
  query: { status?: MailFilter; page?: number; pageSize?: number },
): Promise<AdminMailListResponse> {
  const [list, counts] = await Promise.all([
    staffList(
      'messages',
      query,
      ADMIN_MAIL_PAGE_SIZE,
      (_q, paging) => findMail(db, query.status, paging),
      toMailSummary,
    ),
    countMail(db),
  ]);
  return { ...list, counts };
}

export async function getMail(db: Db, id: string): Promise<AdminMailResponse> {
  const row = await findOneMail(db, id);
  if (!row) throw notFound();
  return { success: true, mail: toMailDetail(row) };
}

/**
 * Staff send a failed message again: pending and due now, with a full set of tries (audited). A
 * sent message is never sent twice, and a pending one needs nothing (409, saying which). Nor is a
 * failed one whose link lost its token when it failed (claims.ts): its copy would open nothing,
 * and the customer asks for a new link instead (decision 0033, addendum).
 */
export async function retryMail(
  db: Db,
  actorId: string,
  id: string,
): Promise<AdminMailRetryResponse> {
  const row = await db.transaction(async (tx) => {
    const before = await findOneMail(tx, id);
    if (!before) throw notFound();
    // A failed message's text is final: what was read is what a Retry would send.
    if (before.status === 'failed' && hasRemovedLinks(before)) {
      throw new AppError('CONFLICT', M.retryLinkRemoved);
    }
    const after = await requeueFailed(tx, id);
    if (!after) {
      // Not failed (any more: another staff member's Retry may have just won): say what it is.
      const now = (await findOneMail(tx, id)) ?? before;
      throw new AppError('CONFLICT', now.status === 'sent' ? M.retrySent : M.retryPending);
    }
    await recordAudit(tx, actorId, {
      action: 'mail.retry',
      entity: 'mail',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status, to: after.to, subject: after.subject },
    });
    return after;
  });
  return { success: true, message: M.retried, mail: toMailDetail(row) };
}
