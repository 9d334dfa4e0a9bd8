import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { countedPage, type CountedRows, type Paging } from '../../lib/staff-list.ts';

/**
 * Name, e-mail or phone containing the text (any case). Phone numbers are typed in many ways
 * ('0921 234 567', '+211921234567'), so digit-only text also matches the phone's digits with
 * the country code or leading zero left off.
 */
function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const conditions: SQL[] = [
    sql`${users.name} ILIKE ${pattern}`,
    sql`${users.email} ILIKE ${pattern}`,
    sql`${users.phone} ILIKE ${pattern}`,
  ];
  const digits = q.replace(/\D/g, '').replace(/^(?:211|0)/, '');
  if (digits.length >= 3 && /^[\d\s\-+().]+$/.test(q)) {
    conditions.push(
      sql`regexp_replace(${users.phone}, '\\D', '', 'g') LIKE ${containsPattern(digits)}`,
    );
  }
  return or(...conditions);
}

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
};
export type CustomerListRow = { [K in keyof typeof listColumns]: (typeof users.$inferSelect)[K] };

/** One page of accounts, newest first, with the count of every match. */
export async function findCustomers(
  db: Db,
  filters: { q?: string; role?: Role },
  paging: Paging,
): Promise<CountedRows<CustomerListRow>> {
  const where = and(
    filters.q ? searchCondition(filters.q) : undefined,
    filters.role ? eq(users.role, filters.role) : undefined,
  );
  return countedPage(
    db.select(listColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)),
    db.select({ n: count() }).from(users).where(where),
    paging,
  );
}

/** The newest accounts with the customer role. */
export function newestCustomers(db: Db, limit: number) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'customer'))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/**
 * Locks the acting admin's row and the target's (always in id order, so two admins changing each
 * other at once wait in line instead of deadlocking) and answers both as they are now.
 */
export async function lockForRoleChange(tx: Db, actorId: string, targetId: string) {
  const rows = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [actorId, targetId]))
    .orderBy(asc(users.id))
    .for('update');
  return {
    actor: rows.find((r) => r.id === actorId),
    target: rows.find((r) => r.id === targetId),
  };
}

/** Sets the role and raises the token version, so every session of the account ends. */
export async function setRole(tx: Db, id: string, role: Role) {
  const [row] = await tx
    .update(users)
    // An admin made here is an owner, as every admin was before staff roles
    // (docs/decisions/0068-staff-roles.md); the Staff page gives the other roles.
    .set({
      role,
      staffRole: role === 'admin' ? 'owner' : null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}
