import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_MESSAGES as M,
  type NewsletterConfirmResponse,
  type NewsletterLinkResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import {
  newsletterCampaignRecipients as recipients,
  newsletterSubscribers as subscribers,
} from '../../db/schema.ts';
import type { MailOutbox } from '../mail/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getShopSettings } from '../settings/index.ts';
import { confirmationMail, newsletterLinks } from './confirmation-mail.ts';
import { hashToken, newToken, unsubscribeTokenOf } from './tokens.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Double opt-in (docs/decisions/0019-company-site.md). A new address, a pending one or an
 * unsubscribed one becomes pending with fresh links and gets the confirmation mail; a confirmed
 * one is left as it is and gets nothing. The caller answers the same in every case, and the mail
 * is written into the outbox with the subscription (one transaction) and leaves in the
 * background, so neither the answer nor its timing tells whether the address was on the list.
 */
export async function subscribe(
  db: Db,
  email: string,
  opts: { publicUrl: string; mail: Pick<MailOutbox, 'enqueue'>; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const confirm = newToken();
  const unsubscribe = unsubscribeTokenOf(confirm);
  const links = {
    status: 'pending',
    confirmTokenHash: hashToken(confirm),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS),
    unsubscribeTokenHash: hashToken(unsubscribe),
  };
  const { company } = await getShopSettings(db);
  await db.transaction(async (tx) => {
    // One statement, so two sign-ups of one address at once leave one row with one live link.
    const [pending] = await tx
      .insert(subscribers)
      .values({ id: newId(), email, ...links })
      .onConflictDoUpdate({
        target: subscribers.email,
        set: { ...links, confirmedAt: null, unsubscribedAt: null, updatedAt: now },
        setWhere: ne(subscribers.status, 'confirmed'),
      })
      .returning({ id: subscribers.id });
    if (!pending) return;
    const mailLinks = newsletterLinks(opts.publicUrl, { confirm, unsubscribe });
    const mail = confirmationMail(email, company.shortName, mailLinks);
    await opts.mail.enqueue(tx, { kind: 'newsletter-confirm', ...mail });
  });
}

const linkInvalid = () => new AppError('NOT_FOUND', M.linkInvalid);

/**
 * What a confirmation link is for, changing nothing: the page the link opens shows it with a
 * Confirm button, since mail scanners open links and must not sign anyone up. The link works as
 * confirmSubscription would take it: pending and not expired, or confirmed already.
 */
export async function checkConfirmLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<NewsletterLinkResponse> {
  const [row] = await db
    .select({
      email: subscribers.email,
      status: subscribers.status,
      expiresAt: subscribers.confirmExpiresAt,
    })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (row?.status === 'confirmed') {
    return {
      success: true,
      email: row.email,
      confirmed: true,
      unsubscribeToken: unsubscribeTokenOf(token),
    };
  }
  if (row?.status === 'pending' && row.expiresAt && row.expiresAt > now) {
    return { success: true, email: row.email, confirmed: false };
  }
  throw linkInvalid();
}

/**
 * Confirms once, within NEWSLETTER_CONFIRM_DAYS, when the Confirm button of the link's page is
 * pressed (a POST: opening the link confirms nothing). Pressing it again answers alreadyConfirmed
 * and changes nothing; once the address unsubscribes, or a newer link is sent, the link is refused.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  now = new Date(),
): Promise<NewsletterConfirmResponse> {
  const hash = hashToken(token);
  const unsubscribeToken = unsubscribeTokenOf(token);
  const [confirmed] = await db
    .update(subscribers)
    .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hash),
        eq(subscribers.status, 'pending'),
        gt(subscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ id: subscribers.id });
  if (confirmed) return { success: true, message: M.confirmed, unsubscribeToken };
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, hash))
    .limit(1);
  if (row?.status === 'confirmed')
    return { success: true, message: M.alreadyConfirmed, unsubscribeToken };
  throw linkInvalid();
}

/**
 * Unsubscribes for good: the address gets no newsletter, and its old confirmation link can no
 * longer sign it up again. The link keeps working (a second press answers the same). The token is
 * the one of the confirmation mail's link, or a campaign message's own (one per recipient:
 * docs/decisions/0058-newsletter-campaigns.md), which also counts for that campaign's figures.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()) {
  const hash = hashToken(token);
  const done = await db.transaction(async (tx) => {
    const [recipient] = await tx
      .update(recipients)
      .set({
        unsubscribedAt: sql`coalesce(${recipients.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(recipients.unsubscribeTokenHash, hash))
      .returning({ subscriberId: recipients.subscriberId });
    const [row] = await tx
      .update(subscribers)
      .set({
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
        confirmTokenHash: null,
        updatedAt: now,
      })
      .where(
        recipient
          ? eq(subscribers.id, recipient.subscriberId)
          : eq(subscribers.unsubscribeTokenHash, hash),
      )
      .returning({ id: subscribers.id });
    return Boolean(row);
  });
  if (!done) throw linkInvalid();
  return { success: true as const, message: M.unsubscribed };
}
