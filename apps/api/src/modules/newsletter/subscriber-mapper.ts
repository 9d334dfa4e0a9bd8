import type { Subscriber, SubscriberStatus } from '@shop/contracts';
import type { newsletterSubscribers } from '../../db/schema.ts';

export type SubscriberRow = Pick<
  typeof newsletterSubscribers.$inferSelect,
  'id' | 'email' | 'status' | 'createdAt' | 'confirmedAt' | 'unsubscribedAt'
>;

/** An address as the staff see it: never its tokens. */
export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    status: row.status as SubscriberStatus,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
