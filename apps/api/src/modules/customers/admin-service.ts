import { eq } from 'drizzle-orm';
import {
  ADMIN_CUSTOMER_MESSAGES as M,
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomerDetailResponse,
  type AdminCustomersResponse,
  type ChangeRoleResponse,
  type NewestCustomer,
  type Role,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit } from '../audit/index.ts';
import { listUserOrders } from '../orders/index.ts';
import { latestDeliveryPhones, orderTotalsByCustomer } from '../orders/index.ts';
import { reviewsOfCustomer } from '../reviews/index.ts';
import { findCustomers, lockForRoleChange, newestCustomers, setRole } from './admin-queries.ts';
import { toUser } from '../users/index.ts';

export async function listCustomers(
  db: Db,
  query: { q?: string; role?: Role; page?: number; pageSize?: number },
): Promise<AdminCustomersResponse> {
  const list = await staffList(
    'customers',
    query,
    ADMIN_CUSTOMERS_PAGE_SIZE,
    (q, paging) => findCustomers(db, { q, role: query.role }, paging),
    (row) => row,
  );
  const ids = list.customers.map((r) => r.id);
  // Only accounts without a phone of their own need their orders' one.
  const [totals, orderPhones] = await Promise.all([
    orderTotalsByCustomer(db, ids),
    latestDeliveryPhones(
      db,
      list.customers.filter((r) => !r.phone).map((r) => r.id),
    ),
  ]);
  return {
    ...list,
    customers: list.customers.map((r) => ({
      _id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      orderPhone: orderPhones.get(r.id) ?? null,
      role: r.role,
      joinedDate: r.createdAt.toISOString(),
      ...(totals.get(r.id) ?? { orders: 0, spent: 0 }),
    })),
  };
}

async function findAccount(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** The profile (toUser leaves out the password hash and token version), orders and reviews. */
export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetailResponse> {
  const row = await findAccount(db, id);
  const [{ orders }, reviews, totals, orderPhones] = await Promise.all([
    listUserOrders(db, id),
    reviewsOfCustomer(db, id),
    orderTotalsByCustomer(db, [id]),
    row.phone ? new Map<string, string>() : latestDeliveryPhones(db, [id]),
  ]);
  return {
    success: true,
    customer: toUser(row),
    totals: totals.get(id) ?? { orders: 0, spent: 0 },
    orderPhone: orderPhones.get(id) ?? null,
    orders,
    reviews,
  };
}

/**
 * Promotes or demotes an account. Never one's own (so the shop cannot lose its last admin by a
 * slip); the new token version ends the account's sessions, which then sign in with the new role.
 */
export async function changeRole(
  db: Db,
  actorId: string,
  targetId: string,
  role: Role,
): Promise<ChangeRoleResponse> {
  if (actorId === targetId) throw new AppError('CONFLICT', M.ownRole);
  return db.transaction(async (tx) => {
    const { actor, target } = await lockForRoleChange(tx, actorId, targetId);
    // Demoted by another admin a moment ago: the check at the door is no longer true.
    // The actor's row is locked and stays an owner: the shop keeps at least one.
    if (actor?.staffRole !== 'owner') throw new AppError('FORBIDDEN', M.noLongerAdmin);
    if (!target) throw new AppError('NOT_FOUND', M.notFound);
    if (target.role === role) {
      return {
        success: true,
        message: M.roleUnchanged(target.name, role),
        customer: toUser(target),
      };
    }
    const updated = await setRole(tx, targetId, role);
    if (!updated) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, actorId, {
      action: 'customer.role',
      entity: 'user',
      entityId: targetId,
      before: { role: target.role, staffRole: target.staffRole },
      after: { role: updated.role, staffRole: updated.staffRole },
    });
    return {
      success: true,
      message: M.roleChanged(updated.name, role),
      customer: toUser(updated),
    };
  });
}

export async function listNewestCustomers(db: Db, limit: number): Promise<NewestCustomer[]> {
  const rows = await newestCustomers(db, limit);
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    joinedDate: r.createdAt.toISOString(),
  }));
}
