import {
  STATUS_UNDO_SECONDS,
  type AdminOrder,
  type MobileMoneyProvider,
  type Order,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/contracts';
import type { OrderItemSnapshot, orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The unit an order line's price was per. Orders placed before units existed were counted goods,
 * by the piece: the order's page, its tracking and its invoice all read them so.
 */
export function unitsOf(item: OrderItemSnapshot) {
  return {
    productType: item.productType ?? 'goods',
    measurement: item.measurement ?? '',
    unit: item.unit ?? 'piece',
  };
}

export interface OrderCustomer {
  id: string;
  name: string;
  email: string;
}

/** Database row to the API's order shape: `_id`, times in milliseconds, no internal columns. */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    date: row.createdAt.getTime(),
    status: row.status as OrderStatus,
    payment: row.payment,
    paymentMethod: row.paymentMethod as PaymentMethod,
    mobileProvider: (row.mobileProvider as MobileMoneyProvider | null) ?? null,
    mobileNumber: row.mobileNumber,
    transactionId: row.transactionId,
    subtotal: row.subtotal,
    deliveryFee: row.deliveryFee,
    discount: row.discount,
    discountReason: row.discountReason,
    amount: row.amount,
    items: row.items.map((item) => ({
      _id: item.productId,
      name: item.name,
      image: item.image ? [item.image] : [],
      price: item.price,
      category: item.category,
      ...unitsOf(item),
      size: item.size,
      quantity: item.quantity,
    })),
    address: row.address,
    statusHistory: row.statusHistory.map((change) => ({
      status: change.status,
      date: Date.parse(change.at),
      ...(change.note ? { note: change.note } : {}),
    })),
  };
}

/** The staff's view adds who placed the order (never more of the account than this). */
export function toAdminOrder(row: OrderRow, customer: OrderCustomer): AdminOrder {
  const last = row.statusHistory.at(-1);
  const undoUntil =
    last?.mailId && last.status === row.status
      ? Date.parse(last.at) + STATUS_UNDO_SECONDS * 1000
      : null;
  return {
    ...toOrder(row),
    customer: { _id: customer.id, name: customer.name, email: customer.email },
    statusHistory: row.statusHistory.map((change) => ({
      status: change.status,
      date: Date.parse(change.at),
      ...(change.note ? { note: change.note } : {}),
      by: change.by?.name ?? null,
    })),
    amountReceived: row.amountReceived,
    undoUntil,
  };
}
