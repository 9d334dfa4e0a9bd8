import type { Subscriber, SubscriberState } from '@shop/contracts';
import type { newsletterSubscribers } from '../../db/schema.ts';

export type SubscriberRow = Pick<
  typeof newsletterSubscribers.$inferSelect,
  'id' | 'email' | 'status' | 'createdAt' | 'confirmedAt' | 'unsubscribedAt' | 'bouncedAt'
>;

/**
 * What staff see of an address's state: 'bouncing' once the mail server refused it for good, until
 * it unsubscribes or signs up again (docs/decisions/0061); its status otherwise.
 */
export function subscriberState(row: Pick<SubscriberRow, 'status' | 'bouncedAt'>): SubscriberState {
  if (row.bouncedAt && row.status !== 'unsubscribed') return 'bouncing';
  return row.status as SubscriberState;
}

/** An address as the staff see it: never its tokens. */
export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    _id: row.id,
    email: row.email,
    status: subscriberState(row),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    bouncedAt: row.bouncedAt?.toISOString() ?? null,
  };
}
