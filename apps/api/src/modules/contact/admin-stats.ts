// What the dashboard needs from the contact messages, so it never reads their table itself.
import type { Db } from '../../db/client.ts';
import { countMessages } from './admin-queries.ts';

/** Messages staff have not read yet (archived ones left out). */
export async function unreadMessageCount(db: Db): Promise<number> {
  return (await countMessages(db)).unread;
}
