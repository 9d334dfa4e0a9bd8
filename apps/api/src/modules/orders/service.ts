import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  normalizeSouthSudanMobile,
  ORDER_MESSAGES as M,
  TEXT_UPDATE_MESSAGES,
  type Address,
  type MobileMoneyProvider,
  type placeOrderRequestSchema,
  type staffOrderRequestSchema,
  STAFF_ORDER_MESSAGES as SO,
  formatPrice,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { rememberOrderAddress } from '../addresses/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../messaging/index.ts';
import { clearCart } from '../cart/index.ts';
import { takeStock, type StockActor, type TakeLine } from '../stock/index.ts';
import { getShopSettings } from '../settings/index.ts';
import {
  createCustomerWithoutPassword,
  findUser,
  hasRealEmail,
  rememberUpdateChannel,
} from '../users/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  newOrderNoticeMail,
  orderConfirmationMail,
  transactionReportedMail,
  type MailContext,
} from './order-emails.ts';
import { ORDER_ERRORS, ORDER_NOTES } from './messages.ts';
import { toOrder, type OrderRow } from './order-mapper.ts';
import { assertAgreement, priceOrder, type PricedOrder } from './pricing.ts';
import {
  campaignOfCookie,
  findOrderByKey,
  findOwnOrder,
  findUserOrders,
  insertOrder,
  saveReportedTransaction,
  type NewOrder,
} from './queries.ts';

export interface OrderDeps {
  db: Db;
  /** The outbox: e-mails are written in the transaction of the change (app.mail). */
  mail: MailOutbox;
  /** SMS and WhatsApp, written in the same transactions as the e-mails (app.texts). */
  texts?: TextOutbox;
  publicUrl: string;
  /** Where failures after a commit are reported (they are never answered as errors). */
  log?: FastifyBaseLogger;
}

type PlaceInput = z.output<typeof placeOrderRequestSchema>;
type Account = Awaited<ReturnType<typeof findUser>>;
/** An open transaction (the caller's, for an order placed inside a larger change). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Payment =
  | { method: 'cod' }
  | { method: 'mobile_money'; number: string; provider?: MobileMoneyProvider };

const successMessage = (row: OrderRow) =>
  row.paymentMethod === 'mobile_money'
    ? M.mobileMoneySuccess(row.mobileNumber ?? '')
    : M.codSuccess;

async function findOwn(db: Db, userId: string, orderId: string) {
  const row = await findOwnOrder(db, userId, orderId);
  if (!row) throw new AppError('NOT_FOUND', M.orderNotFound);
  return row;
}

/** The lines whose units the order takes (tracked products), named by their request field. */
const stockLines = (priced: PricedOrder): TakeLine[] =>
  priced.items.flatMap((item, i) =>
    item.stockTaken
      ? [
          {
            productId: item.productId,
            size: item.size,
            name: item.name,
            quantity: item.quantity,
            field: priced.fields[i]!,
          },
        ]
      : [],
  );

/**
 * Whether a place-order request with this Idempotency-Key retries an order the customer already
 * placed (its answer was lost): placeOrder then answers that order and mails nothing.
 */
export async function isRetryOfPlacedOrder(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<boolean> {
  return (await findOrderByKey(db, userId, idempotencyKey)) !== undefined;
}

/**
 * Places an order from database prices and the current settings, refusing any disagreement with
 * what the customer saw (409). The order, the units it takes from stock and the emptied cart
 * commit together; a line short of stock refuses the whole order (409, the line named in
 * `errors`) and nothing is kept, the cart included (docs/decisions/0031-units-stock-and-tracking.md).
 * With an Idempotency-Key, a retry (even 20 at once) answers the first order: the unique index
 * (user_id, idempotency_key) lets one INSERT win, and ON CONFLICT DO NOTHING makes the others
 * wait for it and then read its row instead of failing. Only the request whose INSERT created
 * the row takes stock, so the retries never take it again. `campaignId` is the campaign cookie's
 * (docs/decisions/0061): the order is counted for that campaign if it has gone out.
 */
export async function placeOrder(
  deps: OrderDeps,
  userId: string,
  input: PlaceInput,
  payment: Payment,
  idempotencyKey?: string,
  campaignId?: string,
) {
  const { db } = deps;
  const updatesBy = input.updatesBy ?? 'email';
  // Updates by SMS or WhatsApp go to the delivery phone: it must be a number they reach.
  if (updatesBy !== 'email' && !normalizeSouthSudanMobile(input.address.phone))
    throw fieldError('address.phone', TEXT_UPDATE_MESSAGES.needsMobile);
  if (idempotencyKey) {
    const earlier = await findOrderByKey(db, userId, idempotencyKey);
    if (earlier)
      return { success: true as const, message: successMessage(earlier), order: toOrder(earlier) };
  }
  const settings = await getShopSettings(db);
  const priced = await priceOrder(db, input.items, settings);
  assertAgreement(priced, input.amount);
  const account = await findUser(db, userId);
  const customer = { id: account.id, name: account.name };

  const now = new Date();
  const values = {
    id: newId(),
    userId,
    items: priced.items,
    address: input.address,
    subtotal: priced.summary.subtotal,
    deliveryFee: priced.summary.shipping,
    amount: priced.summary.total,
    paymentMethod: payment.method,
    mobileProvider: payment.method === 'mobile_money' ? (payment.provider ?? null) : null,
    mobileNumber: payment.method === 'mobile_money' ? payment.number : null,
    status: 'Order Placed',
    statusHistory: [{ status: 'Order Placed', at: now.toISOString(), by: customer }],
    idempotencyKey: idempotencyKey ?? null,
    // The newsletter campaign the browser landed from (its cookie), for the campaign's figures.
    campaignId: campaignOfCookie(campaignId),
    updatesBy,
    createdAt: now,
    updatedAt: now,
  };
  const ctx = { company: settings.company, publicUrl: deps.publicUrl };
  // Only the transaction's own handle is used inside: on PGlite another query would wait for the
  // transaction to end, and on a small pool the waiting losers could hold every connection.
  const created = await db.transaction(async (tx) => {
    const row = await commitOrder(tx, deps, values, priced, { account, ctx, clearCart: true });
    // And how they want to hear of it next time (docs/decisions/0066).
    if (row && input.updatesBy && input.updatesBy !== account.updatesBy)
      await rememberUpdateChannel(tx, userId, input.updatesBy);
    return row;
  });
  if (!created) {
    const earlier = idempotencyKey ? await findOrderByKey(db, userId, idempotencyKey) : undefined;
    if (!earlier) throw new Error('order insert conflicted without an idempotency key');
    return { success: true as const, message: successMessage(earlier), order: toOrder(earlier) };
  }

  return { success: true as const, message: successMessage(created), order: toOrder(created) };
}

/**
 * The inner steps of every order, in the caller's transaction: the order is inserted first (its
 * stock movements name it, a foreign key), then its units are taken, the cart emptied (a checkout's
 * order), its address remembered, and its two e-mails and any texts written last, so an order
 * refused for stock leaves no message behind. Undefined when a request with the same Idempotency-Key created it first.
 */
async function commitOrder(
  tx: Tx,
  deps: OrderDeps,
  values: NewOrder,
  priced: PricedOrder,
  opts: {
    account: Account;
    ctx: MailContext;
    clearCart: boolean;
    /** Who took the units, when not the customer (staff entering the order). */
    stockActor?: StockActor;
  },
) {
  const { account, ctx } = opts;
  const row = await insertOrder(tx, values);
  // No row: a request with the same key created the order (and took its stock) first.
  if (!row) return undefined;
  await takeStock(tx, stockLines(priced), {
    actor: opts.stockActor ?? { id: account.id, name: account.name },
    orderId: row.id,
  });
  if (opts.clearCart) await clearCart(tx, values.userId);
  // The checkout offers this address first next time (docs/decisions/0051).
  await rememberOrderAddress(tx, values.userId, values.address);
  const order = toOrder(row);
  // A customer staff entered without an e-mail has an address no mail is sent to (decision 0070).
  await deps.mail.enqueue(
    tx,
    ...(hasRealEmail(account.email)
      ? [{ kind: 'order-placed' as const, ...orderConfirmationMail(order, account.email, ctx) }]
      : []),
    { kind: 'order-notice', ...newOrderNoticeMail(order, account, ctx) },
  );
  // The same news by SMS or WhatsApp where the customer chose it, and the shop's own alert.
  await deps.texts?.forOrder(tx, {
    kind: 'order-placed',
    orderId: row.id,
    phone: row.address.phone,
    updatesBy: row.updatesBy,
  });
  await deps.texts?.forStaff(tx, 'staff-new-order', row);
  return row;
}

/** A line of an order whose price was agreed beforehand (a quotation's). */
export interface QuotedLine {
  productId: string;
  size: string;
  quantity: number;
  /** Unit price in whole SSP, as agreed. */
  price: number;
}

/**
 * Places an order at prices agreed beforehand (an accepted quotation, docs/decisions/0069): the
 * lines are checked and snapshotted as at checkout (product orderable, size known, the shop's
 * bound per line), then carry the agreed prices and delivery fee instead of today's. Runs in the
 * caller's transaction (`tx`), so the order and what accepted it commit together; takes stock like
 * any order (a line short of stock refuses it, the line named) and leaves the cart alone.
 */
export async function placeQuotedOrder(
  deps: OrderDeps,
  tx: Tx,
  userId: string,
  quoted: { lines: QuotedLine[]; deliveryFee: number; address: Address; note: string },
  payment: Payment,
) {
  const settings = await getShopSettings(tx);
  const priced = await priceOrder(
    tx,
    quoted.lines.map((l) => ({ _id: l.productId, size: l.size, quantity: l.quantity })),
    settings,
  );
  const agreed = new Map(quoted.lines.map((l) => [`${l.productId}\u0000${l.size}`, l.price]));
  for (const item of priced.items) item.price = agreed.get(`${item.productId}\u0000${item.size}`)!;
  const subtotal = priced.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const account = await findUser(tx, userId);
  const now = new Date();
  const row = await commitOrder(
    tx,
    deps,
    {
      id: newId(),
      userId,
      items: priced.items,
      address: quoted.address,
      subtotal,
      deliveryFee: quoted.deliveryFee,
      amount: subtotal + quoted.deliveryFee,
      paymentMethod: payment.method,
      mobileProvider: payment.method === 'mobile_money' ? (payment.provider ?? null) : null,
      mobileNumber: payment.method === 'mobile_money' ? payment.number : null,
      status: 'Order Placed',
      statusHistory: [
        {
          status: 'Order Placed',
          at: now.toISOString(),
          note: quoted.note,
          by: { id: account.id, name: account.name },
        },
      ],
      idempotencyKey: null,
      campaignId: null,
      // The customer's remembered choice, where the delivery phone can take it.
      updatesBy: normalizeSouthSudanMobile(quoted.address.phone) ? account.updatesBy : 'email',
      createdAt: now,
      updatedAt: now,
    },
    priced,
    { account, ctx: { company: settings.company, publicUrl: deps.publicUrl }, clearCart: false },
  );
  if (!row) throw new Error('an order without an idempotency key conflicted');
  return { success: true as const, message: successMessage(row), order: toOrder(row) };
}

type StaffOrderInput = z.output<typeof staffOrderRequestSchema>;

/** A name as the address's first and last name (one word: the last name is a dash). */
function splitName(name: string) {
  const words = name.trim().split(/\s+/);
  return words.length > 1
    ? { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
    : { firstName: words[0]!, lastName: '—' };
}

/**
 * An order staff enter for a phone or walk-in customer (docs/decisions/0070-staff-orders.md): for
 * an existing account or a new one made without a password, at catalogue prices read as checkout
 * reads them (priceOrder; nothing the client says of prices is used), with an optional discount
 * of at most the subtotal. Collected at the depot, it has no delivery fee. Paid at the counter, it
 * is a cash order already paid. Committed through commitOrder as any order (stock taken, a short
 * line refusing it with the line named, mails and texts), with "Entered by <staff>" in its
 * history and an audit entry, all in one transaction.
 */
export async function placeStaffOrder(deps: OrderDeps, staffId: string, input: StaffOrderInput) {
  const { db } = deps;
  const settings = await getShopSettings(db);
  const staff = await findUser(db, staffId);
  const priced = await priceOrder(db, input.items, settings);
  const collect = input.delivery.kind === 'collect';
  const subtotal = priced.summary.subtotal;
  const deliveryFee = collect ? 0 : priced.summary.shipping;
  const discount = input.discount?.amount ?? 0;
  if (discount > subtotal)
    throw fieldError('discount.amount', SO.discountTooBig(formatPrice(subtotal)));

  const now = new Date();
  const row = await db.transaction(async (tx) => {
    let account: Account;
    if (input.customerId) {
      // findUser answers a missing account as an expired session: here it is a gone customer.
      const found = await findUser(tx, input.customerId).catch(() => undefined);
      if (!found) throw fieldError('customerId', SO.customerGone);
      account = found;
    } else {
      const fresh = input.newCustomer!;
      account = await createCustomerWithoutPassword(tx, fresh, 'newCustomer.email');
    }
    const phone = input.phone ?? input.newCustomer?.phone ?? account.phone;
    if (!phone) throw fieldError('phone', M.required('Phone'));
    const depot = settings.company.depot?.address ?? settings.company.address;
    const place =
      input.delivery.kind === 'collect'
        ? {
            street: `Collect at the depot: ${depot}`,
            city: 'Juba',
            state: 'Central Equatoria',
            zipcode: '—',
            country: 'South Sudan',
          }
        : {
            street: input.delivery.street,
            city: input.delivery.city,
            state: input.delivery.state,
            zipcode: input.delivery.zipcode || '—',
            country: input.delivery.country,
          };
    const address: Address = { ...splitName(account.name), email: account.email, phone, ...place };
    const mobile = normalizeSouthSudanMobile(phone);
    // Texts where the phone can take them: a customer without e-mail hears of it by SMS.
    const updatesBy = !mobile ? 'email' : hasRealEmail(account.email) ? account.updatesBy : 'sms';
    const by = { id: staff.id, name: staff.name };
    const payment = input.payment;
    const created = await commitOrder(
      tx,
      deps,
      {
        id: newId(),
        userId: account.id,
        items: priced.items,
        address,
        subtotal,
        deliveryFee,
        discount,
        discountReason: input.discount?.reason ?? null,
        amount: subtotal + deliveryFee - discount,
        paymentMethod: payment.method === 'mobile_money' ? 'mobile_money' : 'cod',
        mobileProvider: payment.method === 'mobile_money' ? (payment.provider ?? null) : null,
        mobileNumber: payment.method === 'mobile_money' ? payment.number : null,
        // Cash taken at the counter: paid now, as a cash order is once delivered.
        payment: payment.method === 'counter',
        paidAt: payment.method === 'counter' ? now : null,
        status: 'Order Placed',
        statusHistory: [
          {
            status: 'Order Placed',
            at: now.toISOString(),
            note: [SO.enteredBy(staff.name), input.note].filter(Boolean).join('. '),
            by,
          },
        ],
        idempotencyKey: null,
        campaignId: null,
        updatesBy,
        createdAt: now,
        updatedAt: now,
      },
      priced,
      {
        account,
        ctx: { company: settings.company, publicUrl: deps.publicUrl },
        clearCart: false,
        stockActor: by,
      },
    );
    if (!created) throw new Error('an order without an idempotency key conflicted');
    await recordAudit(tx, staffId, {
      action: 'order.create',
      entity: 'order',
      entityId: created.id,
      before: null,
      after: {
        customer: account.name,
        items: created.items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity })),
        subtotal,
        deliveryFee,
        discount,
        discountReason: created.discountReason,
        amount: created.amount,
        paymentMethod: payment.method,
      },
    });
    return created;
  });
  return { success: true as const, message: SO.orderEntered, order: toOrder(row) };
}

/** The customer's own orders, newest first. */
export async function listUserOrders(db: Db, userId: string) {
  const rows = await findUserOrders(db, userId);
  return { success: true as const, orders: rows.map(toOrder) };
}

const awaitsPayment = (row: OrderRow) =>
  row.paymentMethod === 'mobile_money' && !row.payment && row.status !== 'Cancelled';

/** Tries of a report whose order another report changed between the read and the write. */
const REPORT_TRIES = 3;

/**
 * The customer reports the transaction id of a mobile money payment. It may be corrected while
 * the order is unpaid. The company is mailed once, when the id is first reported; a correction
 * is saved with a history entry naming both ids (staff see it in the admin) and mails nothing, so
 * editing the id cannot flood the shop's mailbox (docs/decisions/0023-order-mail-and-payment-limits.md).
 */
export async function submitTransaction(
  deps: OrderDeps,
  userId: string,
  input: { orderId: string; transactionId: string },
) {
  const { db } = deps;
  for (let attempt = 0; attempt < REPORT_TRIES; attempt++) {
    const current = await findOwn(db, userId, input.orderId);
    if (!awaitsPayment(current)) throw new AppError('CONFLICT', M.notAwaitingPayment);
    if (current.transactionId === input.transactionId)
      return { success: true as const, message: M.transactionSaved, order: toOrder(current) };

    const previous = current.transactionId;
    const account = await findUser(db, userId);
    const { company } = await getShopSettings(db);
    const now = new Date();
    const row = await db.transaction(async (tx) => {
      const saved = await saveReportedTransaction(tx, userId, current.id, {
        previous,
        status: current.status,
        transactionId: input.transactionId,
        at: now,
        ...(previous === null
          ? {}
          : {
              entry: {
                status: current.status,
                at: now.toISOString(),
                note: ORDER_NOTES.transactionCorrected(previous, input.transactionId),
                by: { id: account.id, name: account.name },
              },
            }),
      });
      if (saved && previous === null) {
        const mail = transactionReportedMail(toOrder(saved), account, {
          company,
          publicUrl: deps.publicUrl,
        });
        await deps.mail.enqueue(tx, { kind: 'transaction-reported', ...mail });
        await deps.texts?.forStaff(tx, 'staff-payment-reported', saved);
      }
      return saved;
    });
    if (!row) continue;
    return { success: true as const, message: M.transactionSaved, order: toOrder(row) };
  }
  throw new AppError('CONFLICT', ORDER_ERRORS.transactionChangedMeanwhile);
}

/**
 * The payment return page (docs/architecture.md, "Where the specifications disagree or are
 * silent"): no card provider is configured, so the client's `success` is never trusted. The answer
 * only tells whether the customer's own order is paid; nothing is changed and nothing is deleted.
 */
export async function verifyPayment(db: Db, userId: string, orderId: string) {
  const row = await findOwn(db, userId, orderId);
  if (!row.payment) throw new AppError('CONFLICT', M.paymentNotConfirmed);
  return { success: true as const };
}
