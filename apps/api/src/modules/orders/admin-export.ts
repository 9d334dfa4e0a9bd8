import type { Readable } from 'node:stream';
import { orderNumber, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
// CSV with the formula guard, as the product and subscriber exports (docs/architecture.md,
// "Security and accessibility").
import { csvExport } from '../../lib/csv.ts';
import { shopDateTime } from '../../lib/shop-day.ts';
import { findExportPage, type AdminOrdersFilters, type ExportRow } from './queries.ts';

/**
 * One row per order (docs/decisions/0067-invoices-orders-csv-bulk-actions.md). Amounts are whole
 * SSP as plain numbers, so a spreadsheet sums them; the currency is in the column's name.
 */
export const ORDER_CSV_COLUMNS = [
  'order',
  'placed',
  'status',
  'customer',
  'email',
  'phone',
  'delivery address',
  'items',
  'subtotal (SSP)',
  'delivery (SSP)',
  'discount (SSP)',
  'discount reason',
  'total (SSP)',
  'payment method',
  'paid',
  'transaction id',
  'invoice',
] as const;

/** One order's cells; the time in Juba time, 'YYYY-MM-DD HH:mm', as the other exports write it. */
export function csvCellsOf({ order, customer, invoice }: ExportRow): string[] {
  const a = order.address;
  return [
    orderNumber(order.id),
    shopDateTime(order.createdAt),
    order.status,
    `${a.firstName} ${a.lastName}`,
    customer.email,
    a.phone,
    [a.street, a.city, a.state, a.country].join(', '),
    String(order.items.reduce((n, item) => n + item.quantity, 0)),
    String(order.subtotal),
    String(order.deliveryFee),
    String(order.discount),
    order.discountReason ?? '',
    String(order.amount),
    PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod],
    order.payment ? 'yes' : 'no',
    order.transactionId ?? '',
    invoice ?? '',
  ];
}

/** The orders matching the list's filters as a CSV stream, newest first. */
export function exportOrdersCsv(db: Db, filters: AdminOrdersFilters): Readable {
  return csvExport(
    ORDER_CSV_COLUMNS,
    (afterId, size) => findExportPage(db, filters, afterId, size),
    csvCellsOf,
  );
}
