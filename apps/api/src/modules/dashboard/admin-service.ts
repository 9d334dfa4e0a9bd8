import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_LIST_SIZE,
  LOW_STOCK_LIST_SIZE,
  SHOP_TIME_ZONE,
  type DashboardResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { unreadMessageCount } from '../contact/index.ts';
import { lastCampaign, subscriberCounts } from '../newsletter/index.ts';
import {
  countOrdersByStatus,
  dailySales,
  salesPeriods,
  unpaidMobileMoney,
} from '../orders/index.ts';
import { pendingReviewCount } from '../reviews/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { lowStock } from '../stock/index.ts';
import { listNewestCustomers } from '../customers/index.ts';

/**
 * The staff's first screen. Every figure is one aggregate query run by the database; the
 * queries are independent, so they run side by side.
 */
export async function getDashboard(db: Db, now = new Date()): Promise<DashboardResponse> {
  const [
    sales,
    daily,
    ordersByStatus,
    unpaid,
    pending,
    unread,
    subscribers,
    campaign,
    newestCustomers,
    runningOut,
  ] = await Promise.all([
    salesPeriods(db, now),
    dailySales(db, now, DASHBOARD_CHART_DAYS),
    countOrdersByStatus(db),
    unpaidMobileMoney(db, DASHBOARD_LIST_SIZE),
    pendingReviewCount(db),
    unreadMessageCount(db),
    subscriberCounts(db),
    lastCampaign(db),
    listNewestCustomers(db, DASHBOARD_LIST_SIZE),
    // The threshold is a setting staff change: read with the figures, never kept.
    getShopSettings(db).then((settings) =>
      lowStock(db, settings.lowStockThreshold, LOW_STOCK_LIST_SIZE),
    ),
  ]);
  return {
    success: true,
    timeZone: SHOP_TIME_ZONE,
    sales,
    daily,
    ordersByStatus,
    unpaidMobileMoney: unpaid,
    pendingReviews: { count: pending },
    unreadMessages: { count: unread },
    subscribers,
    lastCampaign: campaign,
    newestCustomers,
    lowStock: runningOut,
  };
}
