import { z } from 'zod';
import { idSchema } from './api.ts';
import { adminOrdersQuerySchema, orderStatusRequestSchema } from './order.ts';
import { ORDER_STATUSES } from './order-rules.ts';

// The orders list's bulk actions and CSV export (docs/decisions/0067-invoices-orders-csv-bulk-actions.md).

/** The orders chosen on the list: at most the largest page of it (100). */
export const BULK_ORDERS_MAX = 100;
export const bulkOrderIdsSchema = z
  .array(
    idSchema.transform((v) => v.toLowerCase()),
    { message: 'Choose at least one order' },
  )
  .min(1, 'Choose at least one order')
  .max(BULK_ORDERS_MAX, `Choose at most ${BULK_ORDERS_MAX} orders at a time`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each order may be chosen only once');

/**
 * `POST /api/admin/orders/bulk-status`: each order goes through the same rules and e-mails as a
 * change of one order; the answer says which moved and which were refused, and why.
 */
export const bulkStatusRequestSchema = orderStatusRequestSchema.extend({ ids: bulkOrderIdsSchema });
export type BulkStatusRequest = z.input<typeof bulkStatusRequestSchema>;

export const bulkStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  moved: z.array(z.object({ id: z.string(), status: z.enum(ORDER_STATUSES) })),
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkStatusResponse = z.infer<typeof bulkStatusResponseSchema>;

/** `GET /api/admin/orders/export.csv`: the list's filters, without its paging. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.omit({
  page: true,
  pageSize: true,
});
export type AdminOrdersExportQuery = z.input<typeof adminOrdersExportQuerySchema>;

export const BULK_MESSAGES = {
  result: (moved: number, refused: number) =>
    refused === 0
      ? `${moved} ${moved === 1 ? 'order' : 'orders'} moved.`
      : `${moved} moved, ${refused} refused.`,
} as const;
