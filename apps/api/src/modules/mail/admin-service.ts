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
import { countMail, findMail, findOneMail } from './admin-queries.ts';
import { requeueFailed } from './claims.ts';
import { toMailDetail, toMailSummary } from './mail-mapper.ts';
import { retryFailed } from './retry-failed.ts';
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
  const row = await retryFailed(db, actorId, id, {
    entity: 'mail',
    notFound: M.notFound,
    find: findOneMail,
    // A failed message's text is final: what was read is what a Retry would send.
    refusal: async (_tx, failed) => (hasRemovedLinks(failed) ? M.retryLinkRemoved : undefined),
    requeue: requeueFailed,
    sent: (now) => now.status === 'sent',
    described: (mail) => ({ to: mail.to, subject: mail.subject }),
  });
  return { success: true, message: M.retried, mail: toMailDetail(row) };
}
