import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/**
 * The order with this number (the id's last 6 characters, lower-case) whose delivery phone ends
 * in these digits (phoneDigits in @shop/contracts), if any; the newest when several orders share
 * both. `right(id, 6)` is the expression of orders_number_idx, so the number is looked up in the
 * index and the phone compared on its few rows. Only what tracking shows is read: nothing of the
 * customer leaves the database.
 */
export async function findTrackedOrder(db: Db, number: string, digits: string) {
  const phone = sql`right(regexp_replace(${orders.address}->>'phone', '\\D', '', 'g'), 9)`;
  const [row] = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      statusHistory: orders.statusHistory,
      items: orders.items,
    })
    .from(orders)
    .where(sql`right(${orders.id}, 6) = ${number} and ${phone} = ${digits}`)
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export type TrackedOrderRow = NonNullable<Awaited<ReturnType<typeof findTrackedOrder>>>;
