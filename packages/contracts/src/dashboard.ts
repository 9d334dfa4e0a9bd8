import { z } from 'zod';
import { CAMPAIGN_STATUSES } from './campaign-rules.ts';
import { MOBILE_MONEY_PROVIDERS, ORDER_STATUSES } from './order-rules.ts';
import { lowStockItemSchema } from './stock.ts';
import { SHOP_TIME_ZONE } from './time-zone.ts';

/** How many low-stock sizes the dashboard lists (the count says how many there are). */
export const LOW_STOCK_LIST_SIZE = 20;

/** How many days the dashboard's chart covers, today included. */
export const DASHBOARD_CHART_DAYS = 30;
/** How many unpaid mobile-money orders and newest customers the dashboard lists. */
export const DASHBOARD_LIST_SIZE = 5;

/**
 * Orders placed in a period and the money they bring: `orders` counts every order placed
 * (cancelled ones too), `revenue` sums the amounts (delivery included) of those not Cancelled,
 * paid or not yet paid.
 */
export const salesPeriodSchema = z.object({
  orders: z.number().int(),
  revenue: z.number(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

export const dailySalesSchema = salesPeriodSchema.extend({
  /** A calendar day of the shop (SHOP_TIME_ZONE, Juba), 'YYYY-MM-DD'. */
  day: z.string(),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

export const unpaidMobileMoneyOrderSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  /** The name on the delivery address. */
  customerName: z.string(),
  /** Placed time in milliseconds since the epoch. */
  date: z.number(),
  mobileProvider: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
  mobileNumber: z.string().nullable(),
  /** What the customer reported after paying; null until they do. */
  transactionId: z.string().nullable(),
});
export type UnpaidMobileMoneyOrder = z.infer<typeof unpaidMobileMoneyOrderSchema>;

export const newestCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO time of sign-up. */
  joinedDate: z.string(),
});
export type NewestCustomer = z.infer<typeof newestCustomerSchema>;

/** A campaign on the dashboard: its visits, orders and revenue as on its own page. */
export const dashboardCampaignSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** ISO time its sending started. */
  startedAt: z.string(),
  recipients: z.number().int(),
  visits: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type DashboardCampaign = z.infer<typeof dashboardCampaignSchema>;

/**
 * `GET /api/admin/dashboard`. Days are the shop's calendar days (Juba, UTC+2): `today` starts at
 * 00:00 Juba time (22:00 UTC the evening before), `last7Days` is today and the 6 days before,
 * `last30Days` today and the 29 before, so each period equals the sum of its days in `daily`
 * (oldest first, days without orders are zeros).
 */
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  timeZone: z.literal(SHOP_TIME_ZONE),
  sales: z.object({
    today: salesPeriodSchema,
    last7Days: salesPeriodSchema,
    last30Days: salesPeriodSchema,
  }),
  daily: z.array(dailySalesSchema),
  /** Every status, with 0 for those no order is in. */
  ordersByStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  /** Mobile-money orders not yet confirmed as paid (cancelled ones left out), newest first. */
  unpaidMobileMoney: z.object({
    count: z.number().int(),
    orders: z.array(unpaidMobileMoneyOrderSchema),
  }),
  pendingReviews: z.object({ count: z.number().int() }),
  /** Contact messages not yet read (archived ones left out). */
  unreadMessages: z.object({ count: z.number().int() }),
  /**
   * Newsletter addresses by state: only confirmed ones receive the newsletter; bouncing ones were
   * refused for good by the mail server and get no more (docs/decisions/0061).
   */
  subscribers: z.object({
    confirmed: z.number().int(),
    pending: z.number().int(),
    bouncing: z.number().int(),
  }),
  /** The campaign that last started going out, with what came of it; null before the first. */
  lastCampaign: dashboardCampaignSchema.nullable(),
  /** Accounts with the customer role, newest first. */
  newestCustomers: z.array(newestCustomerSchema),
  /**
   * Sizes of tracked products in the shop with `threshold` units or fewer left (the setting),
   * fewest first; `count` counts them all, `items` holds the first LOW_STOCK_LIST_SIZE.
   */
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    items: z.array(lowStockItemSchema),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
