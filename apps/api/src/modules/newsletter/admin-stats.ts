// What the dashboard needs from the newsletter, so it never reads its tables itself.
import { desc, inArray, isNotNull, and } from 'drizzle-orm';
import type { CampaignStatus, DashboardCampaign } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newsletterCampaigns as c } from '../../db/schema.ts';
import { countSubscribers } from './admin-queries.ts';
import { campaignFigures } from './campaign-queries.ts';

/**
 * Confirmed addresses (the only ones the newsletter goes to), those still to confirm, and those
 * the mail server refused for good (docs/decisions/0061).
 */
export async function subscriberCounts(
  db: Db,
): Promise<{ confirmed: number; pending: number; bouncing: number }> {
  const { confirmed, pending, bouncing } = await countSubscribers(db);
  return { confirmed, pending, bouncing };
}

/** The campaign that last started going out, with its figures; null before the first. */
export async function lastCampaign(db: Db): Promise<DashboardCampaign | null> {
  const [row] = await db
    .select()
    .from(c)
    .where(and(isNotNull(c.startedAt), inArray(c.status, ['sending', 'sent', 'cancelled'])))
    .orderBy(desc(c.startedAt), desc(c.id))
    .limit(1);
  if (!row?.startedAt) return null;
  const figures = (await campaignFigures(db, [row.id])).get(row.id);
  return {
    _id: row.id,
    subject: row.subject,
    status: row.status as CampaignStatus,
    startedAt: row.startedAt.toISOString(),
    recipients: figures?.recipients ?? 0,
    visits: row.visits,
    orders: figures?.orders ?? 0,
    revenue: figures?.revenue ?? 0,
  };
}
