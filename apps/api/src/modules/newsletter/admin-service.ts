import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  type AdminSubscribersResponse,
  type SubscriberState,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { staffList } from '../../lib/staff-list.ts';
import { countSubscribers, findSubscribers } from './admin-queries.ts';
import { toSubscriber } from './subscriber-mapper.ts';

/** The staff's list: one page, newest first, with the count of every state for its tabs. */
export async function listSubscribers(
  db: Db,
  query: { status?: SubscriberState; q?: string; page?: number; pageSize?: number },
): Promise<AdminSubscribersResponse> {
  const [list, counts] = await Promise.all([
    staffList(
      'subscribers',
      query,
      ADMIN_SUBSCRIBERS_PAGE_SIZE,
      (q, paging) => findSubscribers(db, { status: query.status, q }, paging),
      toSubscriber,
    ),
    countSubscribers(db),
  ]);
  return { ...list, counts };
}
