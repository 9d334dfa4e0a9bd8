// Quotations and proforma invoices (docs/decisions/0069-quotations.md): staff write a draft, send
// it (an e-mail with a secret link), cancel it; the customer opens the link and accepts it, which
// places an order at the quoted prices; a signed-in customer may ask for one from the cart.
import type { z } from 'zod';
import {
  ORDER_LINES_MAX,
  priceOfSize,
  QUOTATION_DEFAULT_VALID_DAYS,
  QUOTATION_MESSAGES as M,
  QUOTATION_PAGE_SIZE,
  quotationNumber,
  sizesOf,
  type acceptQuotationRequestSchema,
  type adminQuotationsQuerySchema,
  type QuotationLine,
  type quotationInputSchema,
  type requestQuotationSchema,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { quotations } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { addDays, shopDay } from '../../lib/shop-day.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit } from '../audit/index.ts';
import { getCart } from '../cart/index.ts';
import { findOrderableProducts } from '../catalog/index.ts';
import { placeQuotedOrder, type OrderDeps, type Payment } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { findUser, linkTo, newLinkToken, sha256 } from '../users/index.ts';
import { quotationMail } from './quotation-mail.ts';
import { toPublicQuotation, toQuotation, toQuotationSummary } from './quotation-mapper.ts';
import {
  findQuotation,
  findQuotationByToken,
  findQuotations,
  insertQuotation,
  nextQuotationSeq,
  requesterOf,
  updateQuotationIf,
  validOn,
  type QuotationRow,
} from './queries.ts';

type QuotationInput = z.output<typeof quotationInputSchema>;
type LineInput = QuotationInput['lines'][number];
type AcceptInput = z.output<typeof acceptQuotationRequestSchema>;
type RequestInput = z.output<typeof requestQuotationSchema>;
type NewQuotation = typeof quotations.$inferInsert;
type Writer = Pick<Db, 'insert' | 'update' | 'select'>;

const today = () => shopDay(new Date());

/**
 * The lines as a quotation keeps them: each product read from the catalogue (name, unit, and its
 * size's price when staff gave none, decision 0074), its size checked, the same product and size twice made one line.
 * A refusal names the line's field (`lines.<n>.size`).
 */
async function linesOf(db: Db, input: LineInput[]): Promise<QuotationLine[]> {
  const rows = await findOrderableProducts(db, [...new Set(input.map((l) => l.productId))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines = new Map<string, QuotationLine>();
  for (const [i, item] of input.entries()) {
    const product = byId.get(item.productId);
    if (!product || !product.orderable)
      throw fieldError(`lines.${i}.productId`, 'This product is no longer sold; remove the line');
    const sizes = sizesOf(product.sizes);
    if (!sizes.includes(item.size))
      throw fieldError(
        `lines.${i}.size`,
        `${product.name} comes in ${sizes.join(', ')}, not "${item.size}"`,
      );
    const key = `${product.id}\u0000${item.size}`;
    const line = lines.get(key);
    if (line) {
      line.quantity += item.quantity;
      continue;
    }
    lines.set(key, {
      productId: product.id,
      name: product.name,
      size: item.size,
      quantity: item.quantity,
      price: item.price ?? priceOfSize(product, item.size),
      productType: product.productType,
      measurement: product.measurement,
      unit: product.unit,
    });
  }
  return [...lines.values()];
}

function amounts(lines: QuotationLine[], deliveryFee: number) {
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
  return { subtotal, deliveryFee, total: subtotal + deliveryFee };
}

async function answer(db: Db, row: QuotationRow, message?: string) {
  return {
    success: true as const,
    ...(message ? { message } : {}),
    quotation: toQuotation(row, today(), await requesterOf(db, row.requestedBy)),
  };
}

/** A new quotation's row: its number from this year's sequence, in `tx`. */
async function newQuotation(tx: Writer, values: Omit<NewQuotation, 'id' | 'number'>) {
  const day = today();
  const seq = await nextQuotationSeq(tx, Number(day.slice(0, 4)));
  return insertQuotation(tx, {
    ...values,
    id: newId(),
    number: quotationNumber(Number(day.slice(0, 4)), seq),
  });
}

/**
 * What the editor's form says of a draft, as its row holds it: the lines at the catalogue's
 * prices unless staff set their own, and the amounts they make. Refused when already expired.
 */
async function draftValues(db: Db, input: QuotationInput) {
  if (input.validUntil < today()) throw fieldError('validUntil', M.validInPast);
  const lines = await linesOf(db, input.lines);
  return {
    organisation: input.organisation,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone,
    validUntil: input.validUntil,
    lines,
    ...amounts(lines, input.deliveryFee),
    notes: input.notes,
  };
}

/** Staff write a draft; its lines start at the catalogue's prices unless staff set their own. */
export async function createQuotation(db: Db, actorId: string, input: QuotationInput) {
  const values = await draftValues(db, input);
  const row = await db.transaction(async (tx) => {
    const created = await newQuotation(tx, { ...values, status: 'draft' });
    await recordAudit(tx, actorId, {
      action: 'quotation.create',
      entity: 'quotation',
      entityId: created.id,
      after: created,
    });
    return created;
  });
  return answer(db, row, M.saved);
}

/** A draft changed as a whole (what the editor shows); a sent quotation is never rewritten. */
export async function updateQuotation(db: Db, actorId: string, id: string, input: QuotationInput) {
  const before = await findQuotation(db, id);
  if (!before) throw new AppError('NOT_FOUND', M.notFound);
  if (before.status !== 'draft') throw new AppError('CONFLICT', M.onlyDraftChanges);
  const values = await draftValues(db, input);
  const row = await db.transaction(async (tx) => {
    const saved = await updateQuotationIf(tx, id, ['draft'], values);
    if (!saved) throw new AppError('CONFLICT', M.onlyDraftChanges);
    await recordAudit(tx, actorId, {
      action: 'quotation.update',
      entity: 'quotation',
      entityId: id,
      before,
      after: saved,
    });
    return saved;
  });
  return answer(db, row, M.saved);
}

/**
 * Mails the quotation with a new secret link (sending again replaces the link: only the newest
 * e-mail's opens it). A draft or a sent quotation still valid may be sent.
 */
export async function sendQuotation(
  db: Db,
  mail: OrderDeps['mail'],
  publicUrl: string,
  actorId: string,
  id: string,
) {
  const before = await findQuotation(db, id);
  if (!before) throw new AppError('NOT_FOUND', M.notFound);
  const day = today();
  if (before.status === 'sent' && before.validUntil < day)
    throw new AppError('CONFLICT', M.expired(before.validUntil));
  if (before.status !== 'draft' && before.status !== 'sent')
    throw new AppError('CONFLICT', M.cannotSend(before.status));
  if (before.validUntil < day) throw fieldError('validUntil', M.validInPast);
  const { company } = await getShopSettings(db);
  const token = newLinkToken();
  const row = await db.transaction(async (tx) => {
    const sent = await updateQuotationIf(
      tx,
      id,
      ['draft', 'sent'],
      { status: 'sent', tokenHash: sha256(token), sentAt: new Date() },
      validOn(day),
    );
    if (!sent) throw new AppError('CONFLICT', M.cannotSend(before.status));
    await mail.enqueue(tx, {
      kind: 'quotation',
      ...quotationMail(sent, linkTo(publicUrl, 'quotation', token), company),
    });
    await recordAudit(tx, actorId, {
      action: 'quotation.send',
      entity: 'quotation',
      entityId: id,
      before: { status: before.status },
      after: { status: 'sent', email: sent.email },
    });
    return sent;
  });
  return answer(db, row, M.sent(row.email));
}

export async function cancelQuotation(db: Db, actorId: string, id: string) {
  const before = await findQuotation(db, id);
  if (!before) throw new AppError('NOT_FOUND', M.notFound);
  const row = await db.transaction(async (tx) => {
    // The link's hash is kept: the customer's page then says it was cancelled.
    const cancelled = await updateQuotationIf(tx, id, ['draft', 'sent'], { status: 'cancelled' });
    if (!cancelled) throw new AppError('CONFLICT', M.cannotCancel(before.status));
    await recordAudit(tx, actorId, {
      action: 'quotation.cancel',
      entity: 'quotation',
      entityId: id,
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
    return cancelled;
  });
  return answer(db, row, M.cancelledDone);
}

export async function getQuotation(db: Db, id: string) {
  const row = await findQuotation(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return answer(db, row);
}

export function listQuotations(db: Db, query: z.output<typeof adminQuotationsQuerySchema>) {
  const day = today();
  return staffList(
    'quotations',
    query,
    QUOTATION_PAGE_SIZE,
    (_q, paging) => findQuotations(db, query.status, day, paging),
    (row) => toQuotationSummary(row, day),
  );
}

async function byToken(db: Db, token: string) {
  const row = await findQuotationByToken(db, sha256(token));
  // Only the newest e-mail's link opens it (sending again replaces the hash).
  if (!row) throw new AppError('NOT_FOUND', M.linkNotFound);
  return row;
}

/** The customer's page of the mailed link: the proforma invoice, whatever its status. */
export async function viewQuotation(db: Db, token: string) {
  const row = await byToken(db, token);
  const { company } = await getShopSettings(db);
  return { success: true as const, quotation: toPublicQuotation(row, today(), company) };
}

/** Why a quotation cannot be accepted now, in the customer's words; undefined when it can. */
function refusal(row: QuotationRow, day: string): AppError | undefined {
  if (row.status === 'cancelled') return new AppError('CONFLICT', M.cancelled);
  if (row.status === 'accepted') return new AppError('CONFLICT', M.alreadyAccepted);
  if (row.status === 'draft') return new AppError('CONFLICT', M.notSent);
  if (row.validUntil < day) return new AppError('GONE', M.expired(row.validUntil));
  return undefined;
}

/**
 * The customer accepts: in one transaction the quotation moves from sent to accepted (a guarded
 * UPDATE: of two accepts at once one moves it, the other waits and then finds it accepted) and
 * its order is placed at the quoted prices, taking stock like any order. A line short of stock
 * refuses the whole (409, the line named) and the quotation stays open.
 */
export async function acceptQuotation(deps: OrderDeps, userId: string, input: AcceptInput) {
  const { db } = deps;
  const row = await byToken(db, input.token);
  const day = today();
  const refused = refusal(row, day);
  if (refused) throw refused;
  const payment: Payment =
    input.paymentMethod === 'cod'
      ? { method: 'cod' }
      : { method: 'mobile_money', number: input.mobileNumber, provider: input.mobileProvider };
  const result = await db.transaction(async (tx) => {
    const accepted = await updateQuotationIf(
      tx,
      row.id,
      ['sent'],
      { status: 'accepted', acceptedAt: new Date() },
      validOn(day),
    );
    if (!accepted) return undefined;
    const placed = await placeQuotedOrder(
      deps,
      tx,
      userId,
      {
        lines: accepted.lines,
        deliveryFee: accepted.deliveryFee,
        address: input.address,
        note: `From quotation ${accepted.number}`,
      },
      payment,
    );
    await updateQuotationIf(tx, row.id, ['accepted'], { orderId: placed.order._id });
    return placed;
  });
  if (!result) {
    // Another request moved it meanwhile (accepted, cancelled): say what it is now.
    const now = await findQuotation(db, row.id);
    throw (now && refusal(now, day)) ?? new AppError('CONFLICT', M.alreadyAccepted);
  }
  return { ...result, message: `${M.accepted} ${result.message}` };
}

/**
 * A signed-in customer asks for a quotation of their cart: a draft with the cart's lines at
 * today's prices, for staff to price and send. The cart is left as it is.
 */
export async function requestQuotation(db: Db, userId: string, input: RequestInput) {
  const { cartData } = await getCart(db, userId);
  const items = Object.entries(cartData).flatMap(([productId, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ productId, size, quantity })),
  );
  if (!items.length) throw new AppError('CONFLICT', M.cartEmpty);
  const account = await findUser(db, userId);
  // Lines of products no longer sold are left out; the customer sees the rest in the quotation.
  const rows = await findOrderableProducts(db, [...new Set(items.map((i) => i.productId))]);
  const sold = new Set(rows.filter((r) => r.orderable).map((r) => r.id));
  const kept = items.filter((i) => sold.has(i.productId)).slice(0, ORDER_LINES_MAX);
  if (!kept.length) throw new AppError('CONFLICT', M.cartEmpty);
  const lines = await linesOf(db, kept);
  const row = await db.transaction((tx) =>
    newQuotation(tx, {
      organisation: input.organisation,
      contactName: account.name,
      email: account.email,
      phone: input.phone,
      validUntil: addDays(today(), QUOTATION_DEFAULT_VALID_DAYS),
      lines,
      ...amounts(lines, 0),
      notes: input.notes,
      status: 'draft',
      requestedBy: userId,
    }),
  );
  return { success: true as const, message: M.requested, number: row.number };
}
