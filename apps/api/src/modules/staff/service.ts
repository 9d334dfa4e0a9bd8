import { randomBytes } from 'node:crypto';
import {
  STAFF_MESSAGES as M,
  type AddStaffRequest,
  type RemoveStaffResponse,
  type StaffChangeResponse,
  type StaffListResponse,
  type StaffMember,
  type StaffRole,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { hashPassword, inviteToChoosePassword } from '../users/index.ts';
import {
  insertStaffAccount,
  lockAccountByEmail,
  lockStaffChange,
  setStaffRole,
  staffAccounts,
  type StaffRow,
} from './queries.ts';

export interface StaffDeps {
  db: Db;
  publicUrl: string;
  mail: Pick<MailOutbox, 'enqueue'>;
}

function toMember(row: StaffRow): StaffMember {
  if (!row.staffRole) throw new Error(`${row.id} is not staff`);
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    staffRole: row.staffRole,
    joinedDate: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db): Promise<StaffListResponse> {
  return { success: true, staff: (await staffAccounts(db)).map(toMember) };
}

/**
 * Adds a staff member (docs/decisions/0068-staff-roles.md). A new address gets an account with a
 * password nobody knows and an e-mail with a link to choose one (through the outbox, in the same
 * transaction); an existing customer account becomes staff and keeps its password, and its
 * sessions end so that it signs in again as staff.
 */
export async function addStaff(
  deps: StaffDeps,
  actorId: string,
  input: AddStaffRequest & { email: string },
): Promise<StaffChangeResponse> {
  const role = input.role as StaffRole;
  // Hashed before the transaction: argon2 is slow and the rows stay locked meanwhile otherwise.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return deps.db.transaction(async (tx) => {
    const { actor } = await lockStaffChange(tx, actorId, actorId);
    if (actor?.staffRole !== 'owner') throw new AppError('FORBIDDEN', M.noLongerOwner);
    const existing = await lockAccountByEmail(tx, input.email);
    if (existing?.staffRole) {
      throw new AppError('CONFLICT', M.alreadyStaff(existing.name, existing.staffRole));
    }
    let row: StaffRow | undefined;
    if (existing) {
      row = await setStaffRole(tx, existing.id, role);
    } else {
      row = await insertStaffAccount(tx, {
        id: newId(),
        name: input.name.trim(),
        email: input.email,
        passwordHash,
        staffRole: role,
      });
      // Signed up a moment ago by that address: asked again, it is found as a customer.
      if (!row) throw new AppError('CONFLICT', M.tryAgain);
      await inviteToChoosePassword(tx, row, { publicUrl: deps.publicUrl, mail: deps.mail });
    }
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, actorId, {
      action: 'staff.add',
      entity: 'user',
      entityId: row.id,
      before: existing ? { role: existing.role, staffRole: null } : null,
      after: { name: row.name, email: row.email, role: row.role, staffRole: row.staffRole },
    });
    return {
      success: true,
      message: M.added(row.name, role, !existing),
      member: toMember(row),
    };
  });
}

/** Locks the change's rows and answers the target, refusing what would leave no owner. */
async function lockedTarget(tx: Db, actorId: string, targetId: string, next: StaffRole | null) {
  const { actor, target, owners } = await lockStaffChange(tx, actorId, targetId);
  // Demoted by another owner a moment ago: the check at the door is no longer true.
  if (actor?.staffRole !== 'owner') throw new AppError('FORBIDDEN', M.noLongerOwner);
  if (!target?.staffRole) throw new AppError('NOT_FOUND', M.notFound);
  if (target.staffRole === 'owner' && next !== 'owner' && owners <= 1)
    throw new AppError('CONFLICT', M.lastOwner);
  return target;
}

/** A new role for a staff member (one's own too, while another owner remains). */
export async function changeStaffRole(
  db: Db,
  actorId: string,
  targetId: string,
  role: StaffRole,
): Promise<StaffChangeResponse> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actorId, targetId, role);
    if (target.staffRole === role) {
      return {
        success: true,
        message: M.roleUnchanged(target.name, role),
        member: toMember(target),
      };
    }
    const row = await setStaffRole(tx, targetId, role);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, actorId, {
      action: 'staff.role',
      entity: 'user',
      entityId: targetId,
      before: { staffRole: target.staffRole },
      after: { staffRole: row.staffRole },
    });
    return { success: true, message: M.roleChanged(row.name, role), member: toMember(row) };
  });
}

/** Staff access ends; the account stays, a customer's, with its orders and reviews. */
export async function removeStaff(
  db: Db,
  actorId: string,
  targetId: string,
): Promise<RemoveStaffResponse> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actorId, targetId, null);
    const row = await setStaffRole(tx, targetId, null);
    if (!row) throw new AppError('NOT_FOUND', M.notFound);
    await recordAudit(tx, actorId, {
      action: 'staff.remove',
      entity: 'user',
      entityId: targetId,
      before: { role: target.role, staffRole: target.staffRole },
      after: { role: row.role, staffRole: null },
    });
    return { success: true, message: M.removed(row.name) };
  });
}
