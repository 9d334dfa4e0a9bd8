import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Address } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { savedAddresses } from '../../db/schema.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

const own = (userId: string, id: string) =>
  and(eq(savedAddresses.userId, userId), eq(savedAddresses.id, id));

/** The account's addresses: the last used first, then the newest. */
export function listAddresses(db: Executor, userId: string) {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(
      sql`${savedAddresses.lastUsedAt} desc nulls last`,
      desc(savedAddresses.createdAt),
      asc(savedAddresses.id),
    );
}

/**
 * Holds the account's addresses for the rest of the transaction: two adds at once (two tabs, an
 * order beside a profile edit) are counted one after the other, so neither passes the limit.
 */
export async function lockAccountAddresses(tx: Executor, userId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`saved_addresses:${userId}`}, 0))`,
  );
}

export async function countAddresses(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function findByKey(tx: Executor, userId: string, matchKey: string) {
  const [row] = await tx
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.matchKey, matchKey)))
    .limit(1);
  return row;
}

export async function insertAddress(
  tx: Executor,
  values: typeof savedAddresses.$inferInsert,
): Promise<SavedAddressRow | undefined> {
  const [row] = await tx.insert(savedAddresses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateAddress(
  tx: Executor,
  userId: string,
  id: string,
  changes: { address: Address; matchKey: string } | { lastUsedAt: Date; address: Address },
) {
  const [row] = await tx
    .update(savedAddresses)
    .set({ ...changes, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(savedAddresses)
    .where(own(userId, id))
    .returning({ id: savedAddresses.id });
  return row;
}
