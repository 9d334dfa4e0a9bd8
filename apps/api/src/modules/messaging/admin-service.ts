import {
  ADMIN_TEXT_PAGE_SIZE,
  MAIL_MESSAGES,
  TEXT_MESSAGES,
  type AdminTextRetryResponse,
  type AdminMessagesMonthResponse,
  type AdminOptOutListResponse,
  type AdminTextListResponse,
  type MailFilter,
  type MessagingSettings,
  type TextChannel,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit } from '../audit/index.ts';
import {
  countTexts,
  findOneText,
  findOptOuts,
  findTexts,
  monthStartOf,
  sentThisMonth,
} from './admin-queries.ts';
import { retryFailed } from '../mail/index.ts';
import { hasOptedOut, textClaims, type TextRow } from './claims.ts';
import { getMessagingSettings, saveMessagingSettings } from './messaging-settings.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toTextMessage = (row: TextRow) => ({
  _id: row.id,
  channel: row.channel,
  kind: row.kind,
  to: row.to,
  template: row.template,
  text: row.text,
  orderId: row.orderId,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  providerMessageId: row.providerMessageId,
  createdAt: row.createdAt.toISOString(),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  sentAt: iso(row.sentAt),
  deliveredAt: iso(row.deliveredAt),
});

export async function listTexts(
  db: Db,
  query: { channel?: TextChannel; status?: MailFilter; page?: number; pageSize?: number },
): Promise<AdminTextListResponse> {
  const [list, counts] = await Promise.all([
    staffList(
      'messages',
      query,
      ADMIN_TEXT_PAGE_SIZE,
      (_q, paging) => findTexts(db, query, paging),
      toTextMessage,
    ),
    countTexts(db, query.channel),
  ]);
  return { ...list, counts };
}

export async function listOptOuts(db: Db): Promise<AdminOptOutListResponse> {
  const rows = await findOptOuts(db);
  return {
    success: true,
    optOuts: rows.map((r) => ({
      number: r.number,
      source: r.source,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function messagesThisMonth(db: Db): Promise<AdminMessagesMonthResponse> {
  const now = new Date();
  return {
    success: true,
    month: monthStartOf(now).slice(0, 7),
    sent: await sentThisMonth(db, now),
  };
}

export async function readMessagingSettings(db: Db) {
  return { success: true as const, settings: await getMessagingSettings(db) };
}

/** Saves the caps and the shop's numbers with their audit entry, in one transaction. */
export async function updateMessagingSettings(db: Db, actorId: string, next: MessagingSettings) {
  await db.transaction(async (tx) => {
    const before = await getMessagingSettings(tx);
    await saveMessagingSettings(tx, next);
    await recordAudit(tx, actorId, {
      action: 'messaging.settings',
      entity: 'settings',
      entityId: 'messaging',
      before,
      after: next,
    });
  });
  return { success: true as const, settings: next };
}

/**
 * Staff send a failed SMS or WhatsApp message again, as a failed e-mail (decision 0066): pending
 * and due now with a full set of tries, audited. A sent or delivered one is never sent twice, a
 * waiting one needs nothing, and one to a number that asked for no more stays failed (409, each
 * saying which). The day's caps are asked again when the worker sends it.
 */
export async function retryText(
  db: Db,
  actorId: string,
  id: string,
): Promise<AdminTextRetryResponse> {
  const row = await retryFailed(db, actorId, id, {
    entity: 'text',
    notFound: TEXT_MESSAGES.notFound,
    find: findOneText,
    refusal: async (tx, failed) =>
      (await hasOptedOut(tx, failed.to)) ? TEXT_MESSAGES.retryOptedOut : undefined,
    requeue: (tx, textId) => textClaims.requeueFailed(tx, textId),
    sent: (now) => now.status === 'sent' || now.status === 'delivered',
    described: (text) => ({ to: text.to, channel: text.channel }),
  });
  return { success: true, message: MAIL_MESSAGES.retried, text: toTextMessage(row) };
}
