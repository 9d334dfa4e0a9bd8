// Every change of a tracked product's stock goes through here, inside the caller's transaction,
// and leaves a row in stock_movements (docs/decisions/0031-units-stock-and-tracking.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  STOCK_ADJUSTMENT_MESSAGES,
  STOCK_MESSAGES,
  type StockAdjustment,
  type StockReason,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { productStock, stockMovements } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** Who made a change: a person (customer or staff), or null for the shop itself (seeding). */
export type StockActor = { id: string; name: string } | null;

/** One size of one product. */
export interface SizeKey {
  productId: string;
  size: string;
}

/** An order line whose units are taken: `field` names it in the refusal ('items.2.quantity'). */
export interface TakeLine extends SizeKey {
  name: string;
  quantity: number;
  field: string;
}

interface Movement extends SizeKey {
  before: number;
  after: number;
}

const byKey = (a: SizeKey, b: SizeKey) =>
  a.productId < b.productId
    ? -1
    : a.productId > b.productId
      ? 1
      : a.size < b.size
        ? -1
        : a.size > b.size
          ? 1
          : 0;

async function record(
  tx: Db,
  moves: Movement[],
  context: {
    reason: StockReason;
    actor: StockActor;
    orderId?: string;
    at?: Date;
    /** What staff said of an adjustment (adjustStock). */
    said?: { supplier?: string; unitCost?: number; note?: string };
    /** Kept even when the units did not change (a recount that found what the shop thought). */
    keepUnchanged?: boolean;
  },
) {
  const rows = moves
    .filter((m) => context.keepUnchanged || m.before !== m.after)
    .map((m) => ({
      id: newId(),
      productId: m.productId,
      size: m.size,
      before: m.before,
      after: m.after,
      reason: context.reason,
      orderId: context.orderId ?? null,
      actorId: context.actor?.id ?? null,
      actorName: context.actor?.name ?? null,
      supplier: context.said?.supplier ?? null,
      unitCost: context.said?.unitCost ?? null,
      note: context.said?.note ?? null,
      // The demo seed dates its opening stock back to when each product arrived.
      ...(context.at && { createdAt: context.at }),
    }));
  if (rows.length) await tx.insert(stockMovements).values(rows);
}

/** Sizes whose stock went from nothing to something: their back-in-stock requests are due. */
const cameBack = (moves: Movement[]): SizeKey[] =>
  moves
    .filter((m) => m.before <= 0 && m.after > 0)
    .map(({ productId, size }) => ({ productId, size }));

/**
 * Takes the units of an order's tracked lines. Each line is one guarded UPDATE
 * (quantity >= wanted): two buyers of the last unit cannot both pass, because the second UPDATE
 * waits for the first's row lock and then sees its result. Lines are taken in one fixed order
 * (product id, then size), so two orders sharing products never wait for each other in a circle.
 * A line that cannot be filled refuses the whole order (409, each short line named in `errors`);
 * the caller's transaction then undoes the lines already taken.
 */
export async function takeStock(
  tx: Db,
  lines: TakeLine[],
  context: { actor: StockActor; orderId: string; reason?: 'order' | 'order_edit' },
): Promise<void> {
  const moves: Movement[] = [];
  const short: Record<string, string> = {};
  for (const line of [...lines].sort(byKey)) {
    const [taken] = await tx
      .update(productStock)
      .set({
        quantity: sql`${productStock.quantity} - ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(productStock.productId, line.productId),
          eq(productStock.size, line.size),
          sql`${productStock.quantity} >= ${line.quantity}`,
        ),
      )
      .returning({ quantity: productStock.quantity });
    if (taken) {
      moves.push({ ...line, before: taken.quantity + line.quantity, after: taken.quantity });
      continue;
    }
    const left = await unitsOf(tx, line);
    short[line.field] = STOCK_MESSAGES.notEnough(line.name, line.size, left);
  }
  const messages = Object.values(short);
  if (messages.length) throw new AppError('CONFLICT', messages.join(' '), short);
  await record(tx, moves, { ...context, reason: context.reason ?? 'order' });
}

async function unitsOf(tx: Db, key: SizeKey): Promise<number> {
  const [row] = await tx
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, key.productId), eq(productStock.size, key.size)));
  return row?.quantity ?? 0;
}

/**
 * Gives back the units an order took (a cancellation). The caller makes sure this runs once per
 * order (its status UPDATE is guarded). A size removed from the product since is left alone.
 */
export async function returnStock(
  tx: Db,
  lines: (SizeKey & { quantity: number })[],
  context: { actor: StockActor; orderId: string; reason?: 'cancellation' | 'order_edit' },
): Promise<SizeKey[]> {
  const moves: Movement[] = [];
  for (const line of [...lines].sort(byKey)) {
    const [row] = await tx
      .update(productStock)
      .set({
        quantity: sql`${productStock.quantity} + ${line.quantity}`,
        updatedAt: new Date(),
      })
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)))
      .returning({ quantity: productStock.quantity });
    if (row) moves.push({ ...line, before: row.quantity - line.quantity, after: row.quantity });
  }
  await record(tx, moves, { ...context, reason: context.reason ?? 'cancellation' });
  return cameBack(moves);
}

/**
 * Sets a product's stock to these units per size (staff's edit, an import, the demo seed):
 * sizes not listed lose their row. With `expected` (the units the form showed), a size whose stock
 * changed since then (an order took units) and that the form changes is refused with the units
 * it now holds, instead of overwriting the order; a size the form left as it read keeps its
 * current units.
 */
export async function setStock(
  tx: Db,
  productId: string,
  levels: Record<string, number>,
  context: {
    reason: StockReason;
    actor: StockActor;
    expected?: Record<string, number>;
    /** When the change happened, if not now. */
    at?: Date;
  },
): Promise<SizeKey[]> {
  const current = await tx
    .select({ size: productStock.size, quantity: productStock.quantity })
    .from(productStock)
    .where(eq(productStock.productId, productId))
    .orderBy(asc(productStock.size))
    .for('update');
  const now = new Map(current.map((r) => [r.size, r.quantity]));
  const moves: Movement[] = [];
  const conflicts: Record<string, string> = {};
  for (const [size, wanted] of Object.entries(levels)) {
    const before = now.get(size) ?? 0;
    const read = context.expected?.[size];
    if (read !== undefined && read === wanted) continue;
    if (read !== undefined && read !== before) {
      conflicts[`stock.${size}`] = STOCK_CHANGED(size, before);
      continue;
    }
    moves.push({ productId, size, before, after: wanted });
  }
  const messages = Object.values(conflicts);
  if (messages.length) throw new AppError('CONFLICT', messages.join(' '), conflicts);

  const gone = current.filter((r) => !(r.size in levels));
  if (gone.length) {
    await tx.delete(productStock).where(
      and(
        eq(productStock.productId, productId),
        inArray(
          productStock.size,
          gone.map((r) => r.size),
        ),
      ),
    );
  }
  const changed = moves.filter((m) => m.before !== m.after || !now.has(m.size));
  if (changed.length) {
    await tx
      .insert(productStock)
      .values(changed.map((m) => ({ productId, size: m.size, quantity: m.after })))
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { quantity: sql`excluded.quantity`, updatedAt: new Date() },
      });
  }
  await record(tx, moves, context);
  return cameBack(moves);
}

const STOCK_CHANGED = (size: string, units: number) =>
  `The stock of size ${size} changed while you were editing (an order took units): it is now ${units}. Check it and save again.`;

/** Units left per size of each product, for the products whose stock is tracked. */
export async function stockLevels(
  db: Db,
  productIds: string[],
): Promise<Map<string, Record<string, number>>> {
  const levels = new Map<string, Record<string, number>>();
  if (!productIds.length) return levels;
  const rows = await db
    .select()
    .from(productStock)
    .where(inArray(productStock.productId, productIds));
  for (const row of rows) {
    const sizes = levels.get(row.productId) ?? {};
    sizes[row.size] = row.quantity;
    levels.set(row.productId, sizes);
  }
  return levels;
}

/**
 * Goods received, units damaged or lost, or a recount of one size, with what staff said of it
 * (supplier, unit cost, note) kept in the history. Received and lost units are added and taken in
 * one statement each, so an order taking units at the same moment is never overwritten; units
 * taken out are guarded like an order's (never below 0: a 409 naming what is left). A recount
 * sets the units counted, the size's row locked while it is read. The caller checks that the
 * product counts its stock and has the size.
 */
export async function adjustStock(
  tx: Db,
  key: SizeKey,
  adjustment: StockAdjustment,
  actor: StockActor,
): Promise<{ before: number; after: number; cameBack: SizeKey[] }> {
  const { kind, quantity } = adjustment;
  const at = and(eq(productStock.productId, key.productId), eq(productStock.size, key.size));
  let after: number;
  let before: number;
  if (kind === 'damage') {
    const [row] = await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} - ${quantity}`, updatedAt: new Date() })
      .where(and(at, sql`${productStock.quantity} >= ${quantity}`))
      .returning({ quantity: productStock.quantity });
    if (!row) {
      const left = await unitsOf(tx, key);
      throw new AppError('CONFLICT', STOCK_ADJUSTMENT_MESSAGES.notEnough(key.size, left, quantity));
    }
    after = row.quantity;
    before = after + quantity;
  } else if (kind === 'receipt') {
    const [row] = await tx
      .insert(productStock)
      .values({ ...key, quantity })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { quantity: sql`${productStock.quantity} + ${quantity}`, updatedAt: new Date() },
      })
      .returning({ quantity: productStock.quantity });
    after = row!.quantity;
    before = after - quantity;
  } else {
    const [held] = await tx
      .select({ quantity: productStock.quantity })
      .from(productStock)
      .where(at)
      .for('update');
    before = held?.quantity ?? 0;
    after = quantity;
    await tx
      .insert(productStock)
      .values({ ...key, quantity })
      .onConflictDoUpdate({
        target: [productStock.productId, productStock.size],
        set: { quantity, updatedAt: new Date() },
      });
  }
  const move = { ...key, before, after };
  await record(tx, [move], {
    reason: kind,
    actor,
    said: { supplier: adjustment.supplier, unitCost: adjustment.unitCost, note: adjustment.note },
    // A recount that finds what the shop thought is still worth its row: someone counted.
    keepUnchanged: true,
  });
  return { before, after, cameBack: cameBack([move]) };
}
