import {
  INVOICE_MESSAGES as M,
  invoiceNumber,
  ORDER_MESSAGES,
  type Invoice,
  type InvoiceDocument,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { AppError } from '../../lib/app-error.ts';
import { shopDay } from '../../lib/shop-day.ts';
import { recordAudit } from '../audit/index.ts';
import { unitsOf } from '../orders/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { findUser } from '../users/index.ts';
import {
  findInvoiceOfOrder,
  findOrderToInvoice,
  insertInvoice,
  orderExists,
  takeNextSequence,
  type InvoiceRow,
} from './queries.ts';

function toInvoice(row: InvoiceRow, orderStatus: string): Invoice {
  return {
    ...row.document,
    number: row.number,
    orderId: row.orderId,
    issuedAt: row.issuedAt.getTime(),
    orderStatus: orderStatus as OrderStatus,
  };
}

/** The order's invoice, or null while none was issued; 404 for an order that does not exist. */
export async function getOrderInvoice(db: Db, orderId: string) {
  const found = await findInvoiceOfOrder(db, orderId);
  if (!found && !(await orderExists(db, orderId)))
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return {
    success: true as const,
    invoice: found ? toInvoice(found.invoice, found.orderStatus) : null,
  };
}

/** Answers the invoice found by a second look, after a concurrent issue for the same order won. */
class AlreadyIssued extends Error {}

/**
 * Issues the order's invoice when staff press "Issue invoice" (docs/decisions/0067): a snapshot of
 * the order's lines, totals, customer and delivery and of the seller (legal name, address, TIN),
 * numbered INV-<year>-<sequence> from the year's counter (Juba year). One transaction holds the
 * order's row, the counter's next number and the insert, so a refusal or a failure takes no
 * number, and two staff issuing at once wait for each other. Issuing again answers the same
 * invoice. A cancelled order, or a company profile without a TIN, is refused (409).
 */
export async function issueInvoice(db: Db, actorId: string, orderId: string, now = new Date()) {
  const existing = await findInvoiceOfOrder(db, orderId);
  if (existing) return alreadyIssued(existing);
  const settings = await getShopSettings(db);
  const taxNumber = settings.company.taxNumber.trim();
  if (!taxNumber) throw new AppError('CONFLICT', M.noTaxNumber);
  const staff = await findUser(db, actorId);
  try {
    const row = await db.transaction(async (tx) => {
      const found = await findOrderToInvoice(tx, orderId);
      if (!found) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
      const { order, customer } = found;
      if (order.status === 'Cancelled') throw new AppError('CONFLICT', M.cancelled);
      const year = Number(shopDay(now).slice(0, 4));
      const sequence = await takeNextSequence(tx, year);
      // Waiting for the counter's lock, another issue for this order may have committed first:
      // this statement sees it, and throwing gives the number back.
      if (await findInvoiceOfOrder(tx, orderId)) throw new AlreadyIssued();
      const document: InvoiceDocument = {
        seller: {
          name: settings.company.name,
          address: settings.company.address,
          taxNumber,
          phones: settings.company.phones,
          emails: settings.company.emails,
        },
        customer: { name: customer.name, email: customer.email },
        deliverTo: order.address,
        lines: order.items.map((item) => ({
          productId: item.productId,
          name: item.name,
          size: item.size,
          ...unitsOf(item),
          quantity: item.quantity,
          price: item.price,
          total: item.price * item.quantity,
        })),
        subtotal: order.subtotal,
        deliveryFee: order.deliveryFee,
        discount: order.discount,
        discountReason: order.discountReason,
        amount: order.amount,
        currency: 'SSP',
        paymentMethod: order.paymentMethod as PaymentMethod,
        paidWhenIssued: order.payment,
        orderDate: order.createdAt.getTime(),
        issuedBy: staff.name,
      };
      const invoice = await insertInvoice(tx, {
        id: newId(),
        orderId,
        year,
        sequence,
        number: invoiceNumber(year, sequence),
        document,
        issuedBy: actorId,
        issuedAt: now,
      });
      await recordAudit(tx, actorId, {
        action: 'order.invoice',
        entity: 'order',
        entityId: orderId,
        before: null,
        after: { invoice: invoice.number, amount: order.amount },
      });
      return { invoice, status: order.status };
    });
    return {
      success: true as const,
      message: M.issued(row.invoice.number),
      issued: true,
      invoice: toInvoice(row.invoice, row.status),
    };
  } catch (err) {
    if (!(err instanceof AlreadyIssued)) throw err;
    const winner = await findInvoiceOfOrder(db, orderId);
    if (!winner) throw err;
    return alreadyIssued(winner);
  }
}

function alreadyIssued(found: NonNullable<Awaited<ReturnType<typeof findInvoiceOfOrder>>>) {
  return {
    success: true as const,
    message: M.alreadyIssued(found.invoice.number),
    issued: false,
    invoice: toInvoice(found.invoice, found.orderStatus),
  };
}
