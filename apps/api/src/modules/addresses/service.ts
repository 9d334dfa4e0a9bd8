import {
  addressMatchKey,
  SAVED_ADDRESSES_MAX,
  SAVED_ADDRESS_MESSAGES as M,
  type Address,
  type SavedAddress,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countAddresses,
  deleteAddress,
  findByKey,
  insertAddress,
  listAddresses,
  lockAccountAddresses,
  updateAddress,
  type SavedAddressRow,
} from './queries.ts';

// A signed-in customer's delivery addresses (docs/decisions/0051-email-change-and-saved-addresses.md):
// at most SAVED_ADDRESSES_MAX, each once (addressMatchKey), the one an order last went to first.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return { ...row.address, _id: row.id, lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

const notFound = () => new AppError('NOT_FOUND', M.notFound);
const duplicate = () => new AppError('CONFLICT', M.duplicate);

export async function getAddresses(db: Db, userId: string) {
  const rows = await listAddresses(db, userId);
  return { success: true as const, addresses: rows.map(toSavedAddress) };
}

export async function addAddress(db: Db, userId: string, address: Address) {
  const matchKey = addressMatchKey(address);
  const row = await db.transaction(async (tx) => {
    await lockAccountAddresses(tx, userId);
    if (await findByKey(tx, userId, matchKey)) throw duplicate();
    if ((await countAddresses(tx, userId)) >= SAVED_ADDRESSES_MAX)
      throw new AppError('CONFLICT', M.full);
    return insertAddress(tx, { id: newId(), userId, address, matchKey });
  });
  if (!row) throw duplicate();
  return { success: true as const, message: M.added, address: toSavedAddress(row) };
}

export async function editAddress(db: Db, userId: string, id: string, address: Address) {
  const matchKey = addressMatchKey(address);
  const row = await db.transaction(async (tx) => {
    await lockAccountAddresses(tx, userId);
    const same = await findByKey(tx, userId, matchKey);
    if (same && same.id !== id) throw duplicate();
    return updateAddress(tx, userId, id, { address, matchKey });
  });
  // Another account's address is not found either: nobody learns which ids exist.
  if (!row) throw notFound();
  return { success: true as const, message: M.updated, address: toSavedAddress(row) };
}

export async function removeAddress(db: Db, userId: string, id: string) {
  if (!(await deleteAddress(db, userId, id))) throw notFound();
  return { success: true as const, message: M.deleted };
}

/**
 * The address an order was placed with becomes the account's last used, in the order's
 * transaction: a saved one (the same fields, written as the order wrote them) is marked used, a
 * new one is saved while the account has room. A full list is left as the customer made it.
 */
export async function rememberOrderAddress(tx: Tx, userId: string, address: Address) {
  const matchKey = addressMatchKey(address);
  const now = new Date();
  await lockAccountAddresses(tx, userId);
  const saved = await findByKey(tx, userId, matchKey);
  if (saved) {
    await updateAddress(tx, userId, saved.id, { address, lastUsedAt: now });
    return;
  }
  if ((await countAddresses(tx, userId)) >= SAVED_ADDRESSES_MAX) return;
  await insertAddress(tx, { id: newId(), userId, address, matchKey, lastUsedAt: now });
}
