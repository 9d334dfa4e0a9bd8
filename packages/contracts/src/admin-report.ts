import { z } from 'zod';
import { lowStockItemSchema } from './stock.ts';
import { SHOP_TIME_ZONE } from './time-zone.ts';

/** What a sales report groups by: each product, each category, each customer. */
export const SALES_REPORT_GROUPS = ['product', 'category', 'customer'] as const;
export type SalesReportGroup = (typeof SALES_REPORT_GROUPS)[number];

/** The longest range a report covers, in shop days (a year and a leap day). */
export const REPORT_MAX_DAYS = 366;
/** The range a report opens with: the last 30 shop days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** How many rows a report's page shows; its CSV holds every row. */
export const REPORT_ROWS_SHOWN = 100;
/** Slow-moving products: how many are listed, and the window their sales are counted over. */
export const SLOW_MOVING_LIST_SIZE = 30;
export const SLOW_MOVING_DEFAULT_DAYS = 60;
export const SLOW_MOVING_MAX_DAYS = 365;

export const REPORT_MESSAGES = {
  day: 'Dates must be written as YYYY-MM-DD',
  order: 'The start date must not be after the end date',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days`,
  days: `Count sales over 1 to ${SLOW_MOVING_MAX_DAYS} days`,
} as const;

/** A real calendar day, 'YYYY-MM-DD' (2026-02-30 is refused); the audit log's range too. */
export const daySchema = z
  .string()
  .trim()
  .refine((text) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, REPORT_MESSAGES.day);

/** Whole days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/**
 * `GET /api/admin/reports/sales` (and its `.csv`): the shop days `from` to `to` (Juba, both
 * included; the last 30 days when left out), grouped by `by`.
 */
export const salesReportQuerySchema = z
  .object({
    from: daySchema.optional(),
    to: daySchema.optional(),
    by: z
      .enum(SALES_REPORT_GROUPS, { message: 'Group by product, category or customer' })
      .default('product'),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const days = daysInRange(query.from, query.to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: REPORT_MESSAGES.order });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** Goods sold and orders placed: over the range, in a row, or on a day. */
const salesFiguresSchema = z.object({
  /** Orders that are not Cancelled, placed in the range. */
  orders: z.number().int(),
  /** Units sold (each line's quantity, in the unit it is priced per). */
  units: z.number().int(),
  /** Value of the goods sold (price × quantity of each line), delivery fees left out, in SSP. */
  revenue: z.number(),
});

export const salesReportRowSchema = salesFiguresSchema.extend({
  /** The product's id, the category's name, or the customer's id. */
  key: z.string(),
  /** What staff read: the product's name, the category's label, the customer's name. */
  label: z.string(),
  /** A second line: the product's category, or the customer's e-mail ('' for categories). */
  detail: z.string(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const salesReportResponseSchema = z.object({
  success: z.literal(true),
  timeZone: z.literal(SHOP_TIME_ZONE),
  from: z.string(),
  to: z.string(),
  by: z.enum(SALES_REPORT_GROUPS),
  totals: salesFiguresSchema.extend({
    /** Delivery fees of the same orders, in SSP: goods plus delivery is what customers owe. */
    deliveryFees: z.number(),
  }),
  /** Every group that sold in the range, the best first; `rows` holds the first ones. */
  rowCount: z.number().int(),
  rows: z.array(salesReportRowSchema),
  /** One entry per shop day of the range, oldest first, days without sales as zeros. */
  daily: z.array(salesFiguresSchema.extend({ day: z.string() })),
});
export type SalesReportResponse = z.infer<typeof salesReportResponseSchema>;

/** `GET /api/admin/reports/stock`: sales are counted over the last `days` shop days. */
export const stockReportQuerySchema = z.object({
  days: z.coerce
    .number({ message: REPORT_MESSAGES.days })
    .int(REPORT_MESSAGES.days)
    .min(1, REPORT_MESSAGES.days)
    .max(SLOW_MOVING_MAX_DAYS, REPORT_MESSAGES.days)
    .default(SLOW_MOVING_DEFAULT_DAYS),
});

export const slowMovingProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  image: z.string(),
  /** Units on hand, every size together. */
  onHand: z.number().int(),
  /** Units sold in the window (orders not Cancelled). */
  sold: z.number().int(),
  /** The shop day of its last sale ever, 'YYYY-MM-DD'; null when it never sold. */
  lastSold: z.string().nullable(),
});
export type SlowMovingProduct = z.infer<typeof slowMovingProductSchema>;

export const stockReportResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  /** Sizes at or below the low-stock setting, the emptiest first. */
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    items: z.array(lowStockItemSchema),
  }),
  /** Products with units on hand that sold least in the window, the slowest first. */
  slowMoving: z.array(slowMovingProductSchema),
});
export type StockReportResponse = z.infer<typeof stockReportResponseSchema>;
