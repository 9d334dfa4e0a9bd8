import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

/**
 * Adds an address once. Subscribing again answers the same, so the form never tells a stranger
 * whether an address is already on the list.
 */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ id: newId(), email })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
