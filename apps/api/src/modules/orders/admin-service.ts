import {
  BULK_MESSAGES,
  canMoveOrder,
  formatPrice,
  orderNumber,
  paymentShortfall,
  ORDER_MESSAGES as M,
  STAFF_MESSAGES,
  STATUS_UNDO_SECONDS,
  type OrderStatus,
  EDITABLE_ORDER_STATUSES,
  STAFF_ORDER_MESSAGES as SO,
  type editOrderLinesRequestSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { OrderStatusChange } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit, type AuditRecord } from '../audit/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { announceBackInStock } from '../stock/index.ts';
import {
  returnStock,
  takeStock,
  type SizeKey,
  type StockActor,
  type TakeLine,
} from '../stock/index.ts';
import { findUser } from '../users/index.ts';
import type { OrderTextEvent } from '../messaging/index.ts';
import { ORDER_ERRORS } from './messages.ts';
import { paymentConfirmedMail, statusChangedMail } from './order-emails.ts';
import { toAdminOrder, toOrder, type OrderRow } from './order-mapper.ts';
import {
  findAdminOrder,
  findAdminOrders,
  findOrderForUpdate,
  saveEditedLines,
  findPaidByTransaction,
  isUniqueViolation,
  markPaidIfStill,
  PAID_TRANSACTION_INDEX,
  recordReceivedIfStill,
  revertStatusIfStill,
  updateStatusIfStill,
  type AdminOrdersFilters,
} from './queries.ts';
import type { OrderDeps } from './service.ts';
import { priceOrder } from './pricing.ts';
import type { OrderItemSnapshot } from '../../db/schema.ts';

export const ADMIN_PAGE_SIZE = 20;

/** The moves a customer who chose SMS or WhatsApp is told of by it (besides the e-mail). */
const TEXT_OF_STATUS: Partial<Record<OrderStatus, OrderTextEvent['kind']>> = {
  'Out for delivery': 'out-for-delivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

export async function listAdminOrders(db: Db, filters: AdminOrdersFilters) {
  const page = filters.page ?? 1;
  const pageSize = filters.pageSize ?? ADMIN_PAGE_SIZE;
  const { rows, total } = await findAdminOrders(db, filters, page, pageSize);
  return {
    success: true as const,
    orders: rows.map((r) => toAdminOrder(r.order, r.customer)),
    total,
    page,
    pageSize,
  };
}

async function mustFind(db: Db, id: string) {
  const found = await findAdminOrder(db, id);
  if (!found) throw new AppError('NOT_FOUND', M.orderNotFound);
  return found;
}

export async function getAdminOrder(db: Db, id: string) {
  const { order, customer } = await mustFind(db, id);
  return { success: true as const, message: '', order: toAdminOrder(order, customer) };
}

/**
 * The UPDATE's WHERE repeats what was checked (same status, still unpaid...): when two staff
 * members act at once only one change applies, and the other is told what happened.
 */
async function changedMeanwhile(db: Db, id: string): Promise<never> {
  const latest = await mustFind(db, id);
  throw new AppError('CONFLICT', ORDER_ERRORS.changedMeanwhile(latest.order.status));
}

/**
 * Writes a change and its audit entry in one transaction. `write` answers nothing when the order
 * changed meanwhile: then nothing is logged and the staff member is told what happened instead.
 */
async function changeAudited<Row>(
  db: Db,
  actorId: string,
  id: string,
  write: (tx: Db) => Promise<Row | undefined>,
  audit: (updated: Row) => Pick<AuditRecord, 'action' | 'before' | 'after'>,
): Promise<Row> {
  const row = await db.transaction(async (tx) => {
    const updated = await write(tx);
    if (updated)
      await recordAudit(tx, actorId, { entity: 'order', entityId: id, ...audit(updated) });
    return updated;
  });
  return row ?? changedMeanwhile(db, id);
}

/** The staff member acting, as history entries and stock movements name them. */
async function staffMember(db: Db, actorId: string): Promise<NonNullable<StockActor>> {
  const account = await findUser(db, actorId);
  return { id: account.id, name: account.name };
}

/** The units a cancelled order gives back: those its lines took when it was placed. */
const takenLines = (row: OrderRow) =>
  row.items
    .filter((item) => item.stockTaken)
    .map((item) => ({ productId: item.productId, size: item.size, quantity: item.quantity }));

async function mailContext(deps: OrderDeps) {
  const settings = await getShopSettings(deps.db);
  return { company: settings.company, publicUrl: deps.publicUrl };
}

/**
 * Moves an order along ORDER_TRANSITIONS only. A mobile money order waits for its payment before
 * Processing; cash on delivery is paid when the order is Delivered. A cancellation returns the
 * units the order took, in the transaction of the status UPDATE and only when that UPDATE
 * changed the row: cancelling twice (or two staff at once) returns them once. The customer's
 * e-mail is written in that transaction too; customers waiting for a size that came back are
 * mailed after the commit (stock/back-in-stock.ts).
 */
export async function changeOrderStatus(
  deps: OrderDeps,
  actorId: string,
  id: string,
  input: { status: OrderStatus; note?: string },
) {
  const { db } = deps;
  const { order: current, customer } = await mustFind(db, id);
  const from = current.status as OrderStatus;
  const to = input.status;
  if (from === to) throw new AppError('CONFLICT', ORDER_ERRORS.alreadyInStatus(to));
  if (!canMoveOrder(from, to)) throw new AppError('CONFLICT', ORDER_ERRORS.cannotMove(from, to));
  if (to === 'Processing' && current.paymentMethod === 'mobile_money' && !current.payment) {
    throw new AppError('CONFLICT', ORDER_ERRORS.unpaidMobileMoney);
  }

  const by = await staffMember(db, actorId);
  const ctx = await mailContext(deps);
  const now = new Date();
  const paidInCash = to === 'Delivered' && current.paymentMethod === 'cod' && !current.payment;
  const note = input.note || (paidInCash ? 'Paid in cash on delivery' : undefined);
  // A move on (not a cancellation, which gives units back and asks first) can be taken back for
  // STATUS_UNDO_SECONDS: its e-mail waits in the outbox that long, under an id the entry keeps.
  const undoable = to !== 'Cancelled';
  const mailId = undoable ? newId() : undefined;
  const entry: OrderStatusChange = {
    status: to,
    at: now.toISOString(),
    ...(note ? { note } : {}),
    by,
    ...(mailId ? { mailId } : {}),
    ...(paidInCash ? { paidInCash: true as const } : {}),
  };
  const { row, cameBack } = await changeAudited(
    db,
    actorId,
    id,
    async (tx) => {
      const updated = await updateStatusIfStill(tx, id, from, {
        status: to,
        entry,
        at: now,
        paidInCash,
      });
      if (!updated) return undefined;
      const cameBack: SizeKey[] =
        to === 'Cancelled'
          ? await returnStock(tx, takenLines(updated), { actor: by, orderId: id })
          : [];
      const mail = statusChangedMail(
        toOrder(updated),
        customer.email,
        input.note || undefined,
        ctx,
      );
      await deps.mail.enqueue(tx, {
        kind: 'status-change',
        ...mail,
        ...(mailId
          ? { id: mailId, notBefore: new Date(now.getTime() + STATUS_UNDO_SECONDS * 1000) }
          : {}),
      });
      // The customer's SMS or WhatsApp, if they chose one, waits with the e-mail under its id.
      const textKind = TEXT_OF_STATUS[to];
      if (textKind)
        await deps.texts?.forOrder(tx, {
          kind: textKind,
          orderId: id,
          phone: updated.address.phone,
          updatesBy: updated.updatesBy,
          ...(mailId
            ? { id: mailId, notBefore: new Date(now.getTime() + STATUS_UNDO_SECONDS * 1000) }
            : {}),
        });
      return { row: updated, cameBack };
    },
    ({ row: updated }) => ({
      action: 'order.status',
      before: { status: from, payment: current.payment },
      after: { status: to, payment: updated.payment, ...(note ? { note } : {}) },
    }),
  );
  await announceBackInStock(deps, cameBack);
  return {
    success: true as const,
    message: `Order ${orderNumber(id)} is now ${to}.`,
    order: toAdminOrder(row, customer),
  };
}

/**
 * Takes back the last status change while its e-mail is still unsent (STATUS_UNDO_SECONDS after
 * it): the order goes back to the status before, the history loses the entry, a cash order marked
 * paid on delivery is unpaid again, and the withdrawn e-mail never leaves. The withdrawal and the
 * revert are one transaction: if either finds the other side moved (the mail claimed by a worker,
 * the order changed by someone else), neither happens and staff are told why (409).
 */
export async function undoStatusChange(
  deps: OrderDeps,
  actorId: string,
  id: string,
  now = new Date(),
  /**
   * The statuses this caller may take back a move to (the warehouse's, up to Shipped:
   * docs/decisions/0068-staff-roles.md); any when left out.
   */
  onlyFrom?: readonly string[],
) {
  const { db } = deps;
  const { order: current, customer } = await mustFind(db, id);
  if (onlyFrom && !onlyFrom.includes(current.status))
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.warehouseUndo(current.status));
  const history = current.statusHistory;
  const last = history.at(-1);
  const before = history.at(-2);
  if (!last?.mailId || !before || last.status !== current.status)
    throw new AppError('CONFLICT', ORDER_ERRORS.nothingToUndo);
  if (now.getTime() > Date.parse(last.at) + STATUS_UNDO_SECONDS * 1000)
    throw new AppError('CONFLICT', ORDER_ERRORS.undoTooLate(current.status));
  const mailId = last.mailId;
  const row = await db.transaction(async (tx) => {
    // Throwing inside rolls back both: a withdrawn e-mail with the status kept, or the reverse.
    if ((await deps.mail.withdraw(tx, [mailId])) !== 1)
      throw new AppError('CONFLICT', ORDER_ERRORS.undoTooLate(current.status));
    // Its text message, if any, waits under the same id: withdrawn with it.
    await deps.texts?.withdraw(tx, [mailId]);
    const reverted = await revertStatusIfStill(tx, id, {
      from: current.status,
      to: before.status,
      history: history.slice(0, -1),
      entriesRead: history.length,
      unpay: last.paidInCash === true,
      at: now,
    });
    if (!reverted) throw new AppError('CONFLICT', ORDER_ERRORS.changedMeanwhile(current.status));
    await recordAudit(tx, actorId, {
      action: 'order.status.undo',
      entity: 'order',
      entityId: id,
      before: { status: current.status, payment: current.payment },
      after: { status: reverted.status, payment: reverted.payment },
    });
    return reverted;
  });
  return {
    success: true as const,
    message: ORDER_ERRORS.undone(id, current.status as OrderStatus, before.status as OrderStatus),
    order: toAdminOrder(row, customer),
  };
}

/**
 * A payment short of the order's amount: the amount and the transaction id are kept with a
 * history note ("Received SSP X of SSP Y: SSP Z short (transaction T)"), and the order stays
 * unpaid, so it cannot be processed until the rest arrives and staff confirm again with the whole
 * amount received, the part already recorded included. No e-mail: staff call the customer about
 * the difference.
 */
async function recordShortPayment(
  deps: OrderDeps,
  actorId: string,
  id: string,
  short: {
    current: OrderRow;
    customer: Awaited<ReturnType<typeof mustFind>>['customer'];
    transactionId: string;
    received: number;
    now: Date;
  },
) {
  const { current, customer, transactionId, received, now } = short;
  const shortfall = paymentShortfall(received, current.amount);
  const entry: OrderStatusChange = {
    status: current.status,
    at: now.toISOString(),
    // The transaction id stays in the history: the rest usually comes as another transaction,
    // whose confirmation replaces the id (and the amount, a whole) on the order.
    note: `${shortfall} (transaction ${transactionId})`,
    by: await staffMember(deps.db, actorId),
  };
  const row = await changeAudited(
    deps.db,
    actorId,
    id,
    (tx) =>
      recordReceivedIfStill(tx, id, current.status, {
        transactionId,
        amountReceived: received,
        entry,
        at: now,
      }),
    () => ({
      action: 'order.payment.short',
      before: { payment: false, amountReceived: current.amountReceived },
      after: { payment: false, amountReceived: received, transactionId },
    }),
  );
  return {
    success: true as const,
    message: `${shortfall}. Order ${orderNumber(id)} stays unpaid until the rest arrives.`,
    order: toAdminOrder(row, customer),
  };
}

/** The refusal of a transaction id that already paid another order, on the id's field. */
function transactionUsed(transactionId: string, otherOrderId: string | undefined) {
  const message = ORDER_ERRORS.transactionUsed(transactionId, otherOrderId);
  return new AppError('CONFLICT', message, { transactionId: message });
}

/**
 * Staff confirm a mobile money payment after checking the provider's statement: with the
 * transaction id they saw, or the one the customer reported. One transaction pays one order: the
 * check below answers in the staff's words, and when two staff confirm two orders with the same id
 * at the same moment (both pass the check), the unique index lets one UPDATE win and the other is
 * told the same (409, never a 500): docs/decisions/0023-order-mail-and-payment-limits.md.
 */
export async function confirmPayment(
  deps: OrderDeps,
  actorId: string,
  id: string,
  input: { transactionId?: string; amountReceived?: number },
) {
  const { db } = deps;
  const { order: current, customer } = await mustFind(db, id);
  if (current.paymentMethod !== 'mobile_money')
    throw new AppError('CONFLICT', ORDER_ERRORS.notMobileMoney);
  if (current.payment) throw new AppError('CONFLICT', ORDER_ERRORS.alreadyPaid);
  if (current.status === 'Cancelled') throw new AppError('CONFLICT', ORDER_ERRORS.cancelled);
  const transactionId = input.transactionId ?? current.transactionId;
  if (!transactionId) throw fieldError('transactionId', ORDER_ERRORS.transactionIdMissing);
  const other = await findPaidByTransaction(db, transactionId, id);
  if (other) throw transactionUsed(transactionId, other.id);

  const now = new Date();
  const received = input.amountReceived ?? current.amount;
  if (received < current.amount) {
    return recordShortPayment(deps, actorId, id, {
      current,
      customer,
      transactionId,
      received,
      now,
    });
  }
  const over = received - current.amount;
  const entry: OrderStatusChange = {
    status: current.status,
    at: now.toISOString(),
    note: over
      ? `Payment confirmed: received ${formatPrice(received)}, ${formatPrice(over)} more than the total`
      : 'Payment confirmed',
    by: await staffMember(db, actorId),
  };
  const ctx = await mailContext(deps);
  const row = await changeAudited(
    db,
    actorId,
    id,
    async (tx) => {
      const paid = await markPaidIfStill(tx, id, current.status, {
        transactionId,
        amountReceived: received,
        entry,
        at: now,
      });
      if (paid) {
        const mail = paymentConfirmedMail(toOrder(paid), customer.email, ctx);
        await deps.mail.enqueue(tx, { kind: 'payment-confirmed', ...mail });
        await deps.texts?.forOrder(tx, {
          kind: 'payment-confirmed',
          orderId: id,
          phone: paid.address.phone,
          updatesBy: paid.updatesBy,
        });
      }
      return paid;
    },
    () => ({
      action: 'order.payment',
      before: { payment: false, transactionId: current.transactionId },
      after: { payment: true, transactionId },
    }),
  ).catch(async (err: unknown) => {
    if (!isUniqueViolation(err, PAID_TRANSACTION_INDEX)) throw err;
    // The transaction rolled back (no history, no audit); the winner has committed by now.
    const winner = await findPaidByTransaction(db, transactionId, id);
    throw transactionUsed(transactionId, winner?.id);
  });

  return {
    success: true as const,
    message: `Payment of order ${orderNumber(id)} confirmed.`,
    order: toAdminOrder(row, customer),
  };
}

/**
 * The orders list's bulk status change (docs/decisions/0067): each chosen order, one after the
 * other, goes through changeOrderStatus exactly as a change of that one order would (its rules,
 * its transaction, its held e-mail and undo window). One order's refusal does not stop the
 * others; the answer lists which moved and which were refused with the reason staff would have
 * read for that order alone.
 */
export async function changeOrdersStatus(
  deps: OrderDeps,
  actorId: string,
  input: { ids: string[]; status: OrderStatus; note?: string },
) {
  const moved: { id: string; status: OrderStatus }[] = [];
  const refused: { id: string; message: string }[] = [];
  for (const id of input.ids) {
    try {
      const { order } = await changeOrderStatus(deps, actorId, id, {
        status: input.status,
        note: input.note,
      });
      moved.push({ id, status: order.status });
    } catch (err) {
      if (!(err instanceof AppError)) {
        // Unexpected (the database went away): the orders moved so far stay moved and are said.
        deps.log?.error({ err, orderId: id }, 'bulk status change failed for one order');
        refused.push({ id, message: ORDER_ERRORS.bulkFailed });
        continue;
      }
      refused.push({ id, message: err.message });
    }
  }
  return {
    success: true as const,
    message: BULK_MESSAGES.result(moved.length, refused.length),
    moved,
    refused,
  };
}

type EditLinesInput = z.output<typeof editOrderLinesRequestSchema>;
const lineKey = (l: { productId: string; size: string }) => `${l.productId}\u0000${l.size}`;
const lineSummary = (items: OrderItemSnapshot[]) =>
  items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity, price: i.price }));

/**
 * Staff change an order's lines and discount before dispatch (docs/decisions/0070-staff-orders.md):
 * while it is Order Placed or Processing. Lines the order already held keep the price they were
 * sold at; added lines are priced from the catalogue as checkout prices them. Stock follows
 * exactly, in the one transaction that holds the order's row: units given back for what was
 * removed or lowered, taken for what was added or raised (a short line refuses the whole edit,
 * named by its field, and nothing changes). The delivery fee stays as agreed; a paid order whose
 * total would change is refused. Audited with the lines and totals before and after.
 */
export async function editOrderLines(
  deps: OrderDeps,
  actorId: string,
  id: string,
  input: EditLinesInput,
) {
  const { db } = deps;
  const settings = await getShopSettings(db);
  const by = await staffMember(db, actorId);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const current = await findOrderForUpdate(tx, id);
    if (!current) throw new AppError('NOT_FOUND', M.orderNotFound);
    if (!(EDITABLE_ORDER_STATUSES as readonly string[]).includes(current.status))
      throw new AppError('CONFLICT', SO.notEditable(current.status));

    const held = new Map(current.items.map((item) => [lineKey(item), item]));
    // The wanted quantity of each product and size (the same twice is one line), in order.
    const wanted = new Map<
      string,
      { productId: string; size: string; quantity: number; field: string }
    >();
    for (const [index, item] of input.items.entries()) {
      const key = lineKey({ productId: item._id, size: item.size });
      const line = wanted.get(key);
      if (line) line.quantity += item.quantity;
      else
        wanted.set(key, {
          productId: item._id,
          size: item.size,
          quantity: item.quantity,
          field: `items.${index}.quantity`,
        });
    }
    // New lines are checked and priced as checkout does; kept ones keep their sold price.
    const fresh = [...wanted.values()].filter((l) => !held.has(lineKey(l)));
    const priced = fresh.length
      ? await priceOrder(
          tx,
          fresh.map((l) => ({ _id: l.productId, size: l.size, quantity: l.quantity })),
          settings,
        )
      : undefined;
    const pricedByKey = new Map(priced?.items.map((item) => [lineKey(item), item]));
    const items: OrderItemSnapshot[] = [];
    for (const line of wanted.values()) {
      if (line.quantity > settings.lineQuantityMax)
        throw fieldError(
          line.field,
          ORDER_ERRORS.tooMany(
            held.get(lineKey(line))?.name ?? pricedByKey.get(lineKey(line))!.name,
            line.size,
            line.quantity,
            settings.lineQuantityMax,
          ),
        );
      const before = held.get(lineKey(line));
      items.push(before ? { ...before, quantity: line.quantity } : pricedByKey.get(lineKey(line))!);
    }

    // Stock: the difference per tracked line, given back first, then taken.
    const give: (SizeKey & { quantity: number })[] = [];
    const take: TakeLine[] = [];
    for (const before of current.items) {
      if (!before.stockTaken) continue;
      const after = wanted.get(lineKey(before))?.quantity ?? 0;
      if (after < before.quantity)
        give.push({
          productId: before.productId,
          size: before.size,
          quantity: before.quantity - after,
        });
    }
    for (const item of items) {
      if (!item.stockTaken) continue;
      const before = held.get(lineKey(item))?.quantity ?? 0;
      if (item.quantity > before)
        take.push({
          productId: item.productId,
          size: item.size,
          name: item.name,
          quantity: item.quantity - before,
          field: wanted.get(lineKey(item))!.field,
        });
    }
    const context = { actor: by, orderId: id, reason: 'order_edit' as const };
    const cameBack = give.length ? await returnStock(tx, give, context) : [];
    if (take.length) await takeStock(tx, take, context);

    const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    const discount = input.discount?.amount ?? 0;
    if (discount > subtotal)
      throw fieldError('discount.amount', SO.discountTooBig(formatPrice(subtotal)));
    const amount = subtotal + current.deliveryFee - discount;
    if (current.payment && amount !== current.amount)
      throw new AppError('CONFLICT', SO.paidTotalChanges(formatPrice(current.amount)));

    const saved = await saveEditedLines(tx, id, {
      items,
      subtotal,
      discount,
      discountReason: input.discount?.reason ?? null,
      amount,
      entry: { status: current.status, at: now.toISOString(), note: SO.edited(by.name), by },
    });
    if (!saved) throw new AppError('NOT_FOUND', M.orderNotFound);
    await recordAudit(tx, actorId, {
      entity: 'order',
      entityId: id,
      action: 'order.items',
      before: {
        items: lineSummary(current.items),
        subtotal: current.subtotal,
        discount: current.discount,
        discountReason: current.discountReason,
        amount: current.amount,
      },
      after: {
        items: lineSummary(items),
        subtotal,
        discount,
        discountReason: saved.discountReason,
        amount,
      },
    });
    return { saved, cameBack };
  });
  await announceBackInStock(deps, row.cameBack);
  const { customer } = await mustFind(db, id);
  return {
    success: true as const,
    message: SO.itemsSaved,
    order: toAdminOrder(row.saved, customer),
  };
}
