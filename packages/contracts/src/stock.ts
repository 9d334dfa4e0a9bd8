// Stock history and low stock (staff), back-in-stock requests (customers) and order tracking
// without an account (visitors): docs/decisions/0031-units-stock-and-tracking.md.
import { z } from 'zod';
import { idSchema, pagedResponse, pageQuerySchema, pageSizeQuerySchema } from './api.ts';
import { orderStatusChangeSchema } from './order.ts';
import { ORDER_STATUSES } from './order-rules.ts';
import { STOCK_REASONS } from './stock-rules.ts';

// Staff: `GET /api/admin/products/:id/stock-history`.
export const STOCK_HISTORY_PAGE_SIZE = 50;
export const stockHistoryQuerySchema = z.object({
  /** Only this size's changes. */
  size: z.string().trim().max(100).optional(),
  page: pageQuerySchema.default(1),
  pageSize: pageSizeQuerySchema(200).default(STOCK_HISTORY_PAGE_SIZE),
});
export type StockHistoryQuery = z.input<typeof stockHistoryQuerySchema>;

export const stockMovementSchema = z.object({
  _id: z.string(),
  size: z.string(),
  before: z.number().int(),
  after: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  /** The order that took or returned the units. */
  orderId: z.string().nullable(),
  /** Who made the change (the customer for an order, the staff member otherwise), or null. */
  by: z.string().nullable(),
  /** Goods received: who supplied them and what one unit cost (whole SSP), when staff said. */
  supplier: z.string().nullable(),
  unitCost: z.number().int().nullable(),
  /** Why staff changed it (damage, a recount, a delivery note's number). */
  note: z.string().nullable(),
  /** Milliseconds since the epoch. */
  date: z.number(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockHistoryResponseSchema = pagedResponse('movements', stockMovementSchema);
export type StockHistoryResponse = z.infer<typeof stockHistoryResponseSchema>;

/** One size at or below the low-stock threshold, for the admin dashboard. */
export const lowStockItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.string(),
  left: z.number().int(),
  unit: z.string(),
  image: z.string(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

// Customers: `GET /api/user/stock-alerts` (their requests), `POST` (ask) and `DELETE` (withdraw)
// with a product and a size.
export const stockAlertRequestSchema = z.object({
  productId: idSchema.transform((id) => id.toLowerCase()),
  size: z.string({ message: 'Choose a size.' }).trim().min(1, 'Choose a size.').max(100),
});
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;
export const stockAlertResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;
export const stockAlertsResponseSchema = z.object({
  success: z.literal(true),
  alerts: z.array(z.object({ productId: z.string(), size: z.string() })),
});
export type StockAlertsResponse = z.infer<typeof stockAlertsResponseSchema>;

// Visitors: `POST /api/order/track`.
export const TRACK_MESSAGES = {
  orderNumber:
    'Enter the 6-character order number from your order e-mail: digits 0-9 and letters A-F, e.g. 3F9A1C.',
  phone: 'Enter the phone number of the delivery address.',
  /** The same answer for a wrong number and a wrong phone: neither is confirmed to a guesser. */
  notFound:
    'We could not find an order with this order number and phone number. Check both against your order e-mail and try again.',
  /** Too many lookups from one address, or too many wrong ones for one order number or phone. */
  tooMany:
    'Too many tries for this order number or phone number, or from this connection. Please wait a while and try again, or call us.',
} as const;

export const trackOrderRequestSchema = z.object({
  orderNumber: z
    .string({ message: TRACK_MESSAGES.orderNumber })
    .trim()
    .transform((v) => v.replace(/^#/, '').toLowerCase())
    .pipe(z.string().regex(/^[0-9a-f]{6}$/, TRACK_MESSAGES.orderNumber)),
  phone: z
    .string({ message: TRACK_MESSAGES.phone })
    .trim()
    .max(30, TRACK_MESSAGES.phone)
    .refine((v) => v.replace(/\D/g, '').length >= 7, TRACK_MESSAGES.phone),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;

/** What tracking shows: the order's progress and its items, nothing of the customer. */
export const trackedOrderSchema = z.object({
  /** The order number as shown everywhere (orderNumber in order-rules.ts). */
  number: z.string(),
  /** Placed time in milliseconds since the epoch. */
  date: z.number(),
  status: z.enum(ORDER_STATUSES),
  statusHistory: z.array(orderStatusChangeSchema),
  items: z.array(
    z.object({
      name: z.string(),
      image: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      measurement: z.string(),
      unit: z.string(),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  order: trackedOrderSchema,
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

/**
 * The digits two phone numbers are compared on: the last 9 (a South Sudan number without its
 * country code or leading 0), so '0921 234 567' finds an order placed with '+211921234567'.
 */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-9);
}
