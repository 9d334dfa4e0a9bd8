// The newsletter campaigns' reads (docs/decisions/0058-newsletter-campaigns.md, 0061). Figures join the
// mail outbox and picked products the catalogue: reading another module's table to show it is
// allowed (docs/architecture.md, "Layout"), writing it is not.
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CampaignFigures, CampaignProduct, CampaignStatus } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import {
  mailOutbox as m,
  newsletterCampaignRecipients as r,
  newsletterCampaigns as c,
  orders as o,
  products,
  users,
} from '../../db/schema.ts';
import { priceFromColumn } from '../catalog/index.ts';
import { countedPage, type CountedRows, type Paging } from '../../lib/staff-list.ts';

export type CampaignRow = typeof c.$inferSelect;

/** A database or an open transaction. */
type Reader = Pick<Db, 'select'>;

export async function findCampaign(db: Reader, id: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id)).limit(1);
  return row;
}

/** One page of campaigns, newest first, with the count of every match. */
export function findCampaigns(
  db: Db,
  status: CampaignStatus | undefined,
  paging: Paging,
): Promise<CountedRows<CampaignRow>> {
  const where = status ? eq(c.status, status) : undefined;
  return countedPage(
    db.select().from(c).where(where).orderBy(desc(c.createdAt), desc(c.id)),
    db.select({ n: count() }).from(c).where(where),
    paging,
  );
}

/** The figures counted when read (the visits are the campaign row's own). */
export type RecipientFigures = Omit<CampaignFigures, 'visits'>;

const ZERO: RecipientFigures = {
  recipients: 0,
  sent: 0,
  failed: 0,
  unsubscribed: 0,
  orders: 0,
  revenue: 0,
};

/**
 * Each campaign's figures, in one pass over their recipients and one over the orders counted for
 * them (docs/decisions/0061): cancelled orders count neither as orders nor as revenue.
 */
export async function campaignFigures(
  db: Reader,
  ids: string[],
): Promise<Map<string, RecipientFigures>> {
  const figures = new Map<string, RecipientFigures>(ids.map((id) => [id, { ...ZERO }]));
  if (!ids.length) return figures;
  const n = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const rows = await db
    .select({
      id: r.campaignId,
      recipients: n(sql`${r.skippedAt} is null`),
      sent: n(sql`${m.status} = 'sent'`),
      failed: n(sql`${m.status} = 'failed'`),
      unsubscribed: n(sql`${r.unsubscribedAt} is not null`),
    })
    .from(r)
    .leftJoin(m, eq(m.id, r.mailId))
    .where(inArray(r.campaignId, ids))
    .groupBy(r.campaignId);
  for (const { id, ...row } of rows) figures.set(id, { ...ZERO, ...row });
  const sales = await db
    .select({
      id: o.campaignId,
      orders: count(),
      revenue: sql<number>`coalesce(sum(${o.amount}), 0)`.mapWith(Number),
    })
    .from(o)
    .where(and(inArray(o.campaignId, ids), ne(o.status, 'Cancelled')))
    .groupBy(o.campaignId);
  for (const { id, ...row } of sales) {
    const figure = id ? figures.get(id) : undefined;
    if (figure) Object.assign(figure, row);
  }
  return figures;
}

/** The picked products that still exist, in the order picked (archived ones too: staff decide). */
export async function campaignProducts(db: Reader, ids: string[]): Promise<CampaignProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      _id: products.id,
      name: products.name,
      price: products.price,
      priceFrom: priceFromColumn,
      measurement: products.measurement,
      unit: products.unit,
      images: products.images,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map(({ images, ...p }) => [p._id, { ...p, image: images[0] ?? null }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Whether `email` is a staff account's: tests go only there. */
export async function isStaffEmail(db: Reader, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.role, 'admin')))
    .limit(1);
  return rows.length > 0;
}

/** Recipients of the campaign not handed to the outbox yet, nor skipped. */
export async function waitingRecipients(db: Reader, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), isNull(r.mailId), isNull(r.skippedAt)));
  return row?.n ?? 0;
}

/**
 * One visit from a campaign's link (docs/decisions/0061): its id when counted. Only a campaign that
 * has gone out counts, so a guessed or old name changes nothing; nor does a browser whose campaign
 * cookie already names this campaign (`already`), one small UPDATE either way.
 */
export async function countCampaignVisit(
  db: Db,
  utmCampaign: string,
  already: string | undefined,
): Promise<string | undefined> {
  const [row] = await db
    .update(c)
    .set({ visits: sql`${c.visits} + 1` })
    .where(
      and(
        eq(c.utmCampaign, utmCampaign),
        inArray(c.status, ['sending', 'sent', 'cancelled']),
        already ? ne(c.id, already) : undefined,
      ),
    )
    .returning({ id: c.id });
  return row?.id;
}
