// How a campaign reaches its subscribers (docs/decisions/0058-newsletter-campaigns.md). Sending
// starts in one transaction that fixes the recipients (the confirmed, not bouncing addresses of
// that moment); then recipients are handed to the mail outbox a chunk at a time, each chunk one
// transaction that writes the messages and marks the rows handed over. A process that dies
// mid-chunk leaves nothing of it, and the next pass of any process takes the chunk again: each
// recipient gets exactly one outbox row, which the outbox sends at most once. The campaign row is
// locked (FOR UPDATE SKIP LOCKED) while a chunk is written, so two processes never write the same
// campaign's minutes at once, and each minute gets at most the settings' number of messages.
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  mailOutbox,
  newsletterCampaignRecipients as r,
  newsletterCampaigns as c,
  newsletterSubscribers as s,
} from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { campaignMessage } from './campaign-message.ts';
import { campaignProducts, type CampaignRow } from './campaign-queries.ts';
import { hashToken, newToken } from './tokens.ts';

const MINUTE_MS = 60_000;

/**
 * Fixes the recipients and marks the campaign sending, in the caller's transaction (a staff
 * member's Send, or the sender starting a scheduled one). Answers how many recipients it has.
 */
export async function beginSending(tx: Db, campaignId: string, now: Date): Promise<number> {
  await tx
    .update(c)
    .set({ status: 'sending', startedAt: now, updatedAt: now })
    .where(eq(c.id, campaignId));
  const result = await tx.execute(sql`
    with picked as (
      insert into ${r} (campaign_id, subscriber_id, seq)
      select ${campaignId}, ${s.id}, row_number() over (order by ${s.confirmedAt}, ${s.id})
      from ${s}
      where ${s.status} = 'confirmed' and ${s.bouncedAt} is null
      returning 1
    )
    select count(*)::int as n from picked`);
  // PGlite and node-postgres both answer `{ rows }`.
  const { rows } = result as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

export interface ChunkOptions {
  publicUrl: string;
  mail: Pick<MailOutbox, 'enqueue'>;
  /** Recipients written per transaction. */
  chunkSize: number;
  now?: Date;
  /**
   * Tests: runs inside the chunk's transaction after its messages are written, before it commits
   * (a throw there is a process dying mid-chunk).
   */
  beforeCommit?: (handedOver: number) => Promise<void> | void;
}

/**
 * The minute each next recipient is due in: the campaign's last minute while it has room, then
 * the following ones; never a minute already past (a send resumed after a long stop starts now).
 */
async function nextMinutes(tx: Db, campaignId: string, perMinute: number, now: Date) {
  const [last] = await tx
    .select({ dueAt: r.dueAt, n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .where(and(eq(r.campaignId, campaignId), sql`${r.dueAt} is not null`))
    .groupBy(r.dueAt)
    .orderBy(sql`${r.dueAt} desc`)
    .limit(1);
  // A minute is [dueAt, dueAt + 1 min): the last one still open keeps filling; otherwise a new one
  // begins now, at least a minute after the last.
  const open = last?.dueAt && last.dueAt.getTime() + MINUTE_MS > now.getTime();
  let minute = open ? last.dueAt! : now;
  let used = open ? last.n : 0;
  return () => {
    if (used >= perMinute) {
      minute = new Date(minute.getTime() + MINUTE_MS);
      used = 0;
    }
    used += 1;
    return minute;
  };
}

/**
 * Hands the next chunk of one sending campaign to the outbox. Answers the number of recipients
 * it dealt with (0: nothing to do for now, or another process holds the campaign).
 */
export async function handOverChunk(db: Db, opts: ChunkOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const settings = await getShopSettings(db);
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select()
      .from(c)
      .where(
        and(
          eq(c.status, 'sending'),
          sql`exists (select 1 from ${r} where ${r.campaignId} = ${c.id} and ${r.mailId} is null and ${r.skippedAt} is null)`,
        ),
      )
      .orderBy(asc(c.startedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!campaign) return 0;
    const rows = await tx
      .select({
        subscriberId: r.subscriberId,
        email: s.email,
        live: sql<boolean>`${s.status} = 'confirmed' and ${s.bouncedAt} is null`,
      })
      .from(r)
      .innerJoin(s, eq(s.id, r.subscriberId))
      .where(and(eq(r.campaignId, campaign.id), isNull(r.mailId), isNull(r.skippedAt)))
      .orderBy(asc(r.seq))
      .limit(opts.chunkSize);
    const gone = rows.filter((row) => !row.live).map((row) => row.subscriberId);
    if (gone.length) {
      await tx
        .update(r)
        .set({ skippedAt: now })
        .where(and(eq(r.campaignId, campaign.id), inArray(r.subscriberId, gone)));
    }
    const live = rows.filter((row) => row.live);
    const content = { ...campaign, products: await campaignProducts(tx, campaign.productIds) };
    const minuteOf = await nextMinutes(tx, campaign.id, settings.newsletterPerMinute, now);
    for (const row of live) {
      const token = newToken();
      const dueAt = minuteOf();
      const message = campaignMessage(row.email, content, {
        shopName: settings.company.shortName,
        publicUrl: opts.publicUrl,
        token,
      });
      const [mailId] = await opts.mail.enqueue(tx, {
        kind: 'newsletter-campaign',
        ...message,
        notBefore: dueAt,
      });
      await tx
        .update(r)
        .set({ mailId, dueAt, unsubscribeTokenHash: hashToken(token) })
        .where(
          and(
            eq(r.campaignId, campaign.id),
            eq(r.subscriberId, row.subscriberId),
            isNull(r.mailId),
          ),
        );
    }
    await opts.beforeCommit?.(live.length);
    return rows.length;
  });
}

/** Starts the scheduled campaigns whose time has come, one transaction each. */
export async function startDueCampaigns(db: Db, now = new Date()): Promise<string[]> {
  const started: string[] = [];
  for (;;) {
    const id = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: c.id })
        .from(c)
        .where(and(eq(c.status, 'scheduled'), lte(c.scheduledAt, now)))
        .orderBy(asc(c.scheduledAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      await beginSending(tx, due.id, now);
      return due.id;
    });
    if (!id) return started;
    started.push(id);
  }
}

/**
 * Campaigns being sent with every recipient handed over and every message out of the outbox's
 * hands (sent or failed for good): sent.
 */
export async function finishSentCampaigns(db: Db, now = new Date()): Promise<void> {
  await db
    .update(c)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(c.status, 'sending'),
        sql`not exists (
          select 1 from ${r}
          left join ${mailOutbox} on ${mailOutbox.id} = ${r.mailId}
          where ${r.campaignId} = ${c.id} and ${r.skippedAt} is null
            and (${r.mailId} is null or ${mailOutbox.status} in ('pending', 'sending'))
        )`,
      ),
    );
}

/** Every message of the campaign still waiting for its first try, withdrawn (a cancellation). */
export async function withdrawCampaignMail(
  tx: Db,
  campaign: Pick<CampaignRow, 'id'>,
  mail: Pick<MailOutbox, 'withdraw'>,
): Promise<number> {
  const ids = await tx
    .select({ id: r.mailId })
    .from(r)
    .innerJoin(mailOutbox, eq(mailOutbox.id, r.mailId))
    .where(and(eq(r.campaignId, campaign.id), eq(mailOutbox.status, 'pending')));
  return mail.withdraw(
    tx,
    ids.flatMap((row) => (row.id ? [row.id] : [])),
  );
}
