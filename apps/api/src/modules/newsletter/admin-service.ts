import {
  ADMIN_SUBSCRIBERS_PAGE_SIZE,
  type AdminSubscribersResponse,
  type SubscriberStatus,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { countSubscribers, findSubscribers } from './admin-queries.ts';
import { toSubscriber } from './subscriber-mapper.ts';

/** The staff's list: one page, newest first, with the count of every state for its tabs. */
export async function listSubscribers(
  db: Db,
  query: { status?: SubscriberStatus; q?: string; page?: number; pageSize?: number },
): Promise<AdminSubscribersResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_SUBSCRIBERS_PAGE_SIZE;
  const [{ rows, total }, counts] = await Promise.all([
    findSubscribers(
      db,
      { status: query.status, q: query.q || undefined },
      { limit: pageSize, offset: (page - 1) * pageSize },
    ),
    countSubscribers(db),
  ]);
  return { success: true, subscribers: rows.map(toSubscriber), total, page, pageSize, counts };
}
