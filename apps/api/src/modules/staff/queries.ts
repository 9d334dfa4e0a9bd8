import { asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  staffRole: users.staffRole,
  createdAt: users.createdAt,
};

/** Every staff account, owners first, then by name. */
export async function staffAccounts(db: Db) {
  return db
    .select(staffColumns)
    .from(users)
    .where(isNotNull(users.staffRole))
    .orderBy(sql`${users.staffRole} <> 'owner'`, asc(users.name), asc(users.id));
}

/**
 * Locks the actor, the target and every owner (in id order, so two changes at once wait for each
 * other instead of deadlocking): the count of owners then stays true until the transaction ends,
 * and two owners demoting each other at once cannot leave the shop without one.
 */
export async function lockStaffChange(tx: Db, actorId: string, targetId: string) {
  const rows = await tx
    .select(staffColumns)
    .from(users)
    .where(or(inArray(users.id, [actorId, targetId]), eq(users.staffRole, 'owner')))
    .orderBy(asc(users.id))
    .for('update');
  return {
    actor: rows.find((r) => r.id === actorId),
    target: rows.find((r) => r.id === targetId),
    owners: rows.filter((r) => r.staffRole === 'owner').length,
  };
}

export async function lockAccountByEmail(tx: Db, email: string) {
  const [row] = await tx
    .select(staffColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Sets the staff role (null: a customer again) and raises the token version, so every session
 * of the account ends and the next sign-in carries the new role.
 */
export async function setStaffRole(tx: Db, id: string, staffRole: StaffRole | null) {
  const [row] = await tx
    .update(users)
    .set({
      role: staffRole ? 'admin' : 'customer',
      staffRole,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, id))
    .returning(staffColumns);
  return row;
}

export async function insertStaffAccount(
  tx: Db,
  account: { id: string; name: string; email: string; passwordHash: string; staffRole: StaffRole },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...account, role: 'admin' })
    .onConflictDoNothing({ target: users.email })
    .returning(staffColumns);
  return row;
}

export type StaffRow = Awaited<ReturnType<typeof staffAccounts>>[number];
