// What the dashboard needs from the newsletter, so it never reads its table itself.
import type { Db } from '../../db/client.ts';
import { countSubscribers } from './admin-queries.ts';

/** Confirmed addresses (the only ones the newsletter goes to) and those still to confirm. */
export async function subscriberCounts(db: Db): Promise<{ confirmed: number; pending: number }> {
  const { confirmed, pending } = await countSubscribers(db);
  return { confirmed, pending };
}
