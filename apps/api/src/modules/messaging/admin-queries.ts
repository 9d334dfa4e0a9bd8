// What staff read of the text messages: a page of a channel's tab, its counts, the opt-outs, and
// the month's messages per channel (e-mail counted from the mail outbox, read here: decision 0008).
import { and, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { MailFilter, TextChannel, TextStatus } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { mailOutbox, textOptOuts, textOutbox as o } from '../../db/schema.ts';
import { shopDay, shopDayStart } from '../../lib/shop-day.ts';
import { countedPage, type Paging } from '../../lib/staff-list.ts';

/** The tabs: pending holds those being sent; sent holds those delivered too. */
const STATUSES_OF: Record<MailFilter, TextStatus[]> = {
  pending: ['pending', 'sending'],
  sent: ['sent', 'delivered'],
  failed: ['failed'],
};

const channelIs = (channel: TextChannel | undefined): SQL | undefined =>
  channel ? eq(o.channel, channel) : undefined;

export async function findTexts(
  db: Db,
  filter: { channel?: TextChannel; status?: MailFilter },
  paging: Paging,
) {
  const where = and(
    channelIs(filter.channel),
    filter.status ? inArray(o.status, STATUSES_OF[filter.status]) : undefined,
  );
  return countedPage(
    db.select().from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)),
    db.select({ n: count() }).from(o).where(where),
    paging,
  );
}

export async function countTexts(db: Db, channel: TextChannel | undefined) {
  const rows = await db
    .select({ status: o.status, n: count() })
    .from(o)
    .where(channelIs(channel))
    .groupBy(o.status);
  const of = (status: TextStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return {
    pending: of('pending') + of('sending'),
    sent: of('sent') + of('delivered'),
    failed: of('failed'),
  };
}

export const findOptOuts = (db: Db) =>
  db.select().from(textOptOuts).orderBy(desc(textOptOuts.createdAt)).limit(500);

/** The first day of the shop's month of `at`, 'YYYY-MM-01'. */
export const monthStartOf = (at: Date) => `${shopDay(at).slice(0, 7)}-01`;

/** Messages sent (or delivered) since the shop's month began, per channel. */
export async function sentThisMonth(db: Db, at = new Date()) {
  const since = shopDayStart(monthStartOf(at));
  const [texts, [mail]] = await Promise.all([
    db
      .select({ channel: o.channel, n: count() })
      .from(o)
      .where(and(inArray(o.status, ['sent', 'delivered']), gte(o.sentAt, since)))
      .groupBy(o.channel),
    db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'sent'), gte(mailOutbox.sentAt, since))),
  ]);
  const of = (channel: TextChannel) => texts.find((r) => r.channel === channel)?.n ?? 0;
  return { email: mail?.n ?? 0, sms: of('sms'), whatsapp: of('whatsapp') };
}

export async function findOneText(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db.select().from(o).where(eq(o.id, id)).limit(1);
  return row;
}
