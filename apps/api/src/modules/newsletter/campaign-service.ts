// The staff's newsletter campaigns (docs/decisions/0058-newsletter-campaigns.md): write a draft,
// send a test to a staff address, send now or at a time (Juba time), cancel. Every action is in
// the audit log, written in the transaction of its change.
import { eq } from 'drizzle-orm';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  CAMPAIGN_MESSAGES as M,
  jubaLocalToDate,
  type AdminCampaignActionResponse,
  type AdminCampaignResponse,
  type AdminCampaignsResponse,
  type CampaignStatus,
  type campaignInputSchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { newsletterCampaigns as c } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { staffList } from '../../lib/staff-list.ts';
import { recordAudit } from '../audit/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { getShopSettings } from '../settings/index.ts';
import { toCampaign, toCampaignSummary } from './campaign-mapper.ts';
import { campaignMessage } from './campaign-message.ts';
import {
  campaignFigures,
  campaignProducts,
  findCampaign,
  findCampaigns,
  isStaffEmail,
  type CampaignRow,
} from './campaign-queries.ts';
import { beginSending, withdrawCampaignMail } from './campaign-sending.ts';
import { newToken } from './tokens.ts';

type CampaignInput = z.output<typeof campaignInputSchema>;

const notFound = () => new AppError('NOT_FOUND', M.notFound);

/** What the audit log keeps of a campaign: what staff wrote and where it stands. */
const audited = (row: CampaignRow) => ({
  subject: row.subject,
  preheader: row.preheader,
  body: row.body,
  productIds: row.productIds,
  status: row.status,
  scheduledAt: row.scheduledAt,
});

async function answer(db: Db, row: CampaignRow): Promise<AdminCampaignResponse> {
  const [figures, products] = await Promise.all([
    campaignFigures(db, [row.id]),
    campaignProducts(db, row.productIds),
  ]);
  return { success: true, campaign: toCampaign(row, figures.get(row.id)!, products) };
}

async function withMessage(db: Db, row: CampaignRow, message: string) {
  return { ...(await answer(db, row)), message } satisfies AdminCampaignActionResponse;
}

export async function listCampaigns(
  db: Db,
  query: { status?: CampaignStatus; page?: number; pageSize?: number },
): Promise<AdminCampaignsResponse> {
  const list = await staffList(
    'campaigns',
    query,
    ADMIN_CAMPAIGNS_PAGE_SIZE,
    (_q, paging) => findCampaigns(db, query.status, paging),
    (row) => row,
  );
  const figures = await campaignFigures(
    db,
    list.campaigns.map((row) => row.id),
  );
  return {
    ...list,
    campaigns: list.campaigns.map((row) => toCampaignSummary(row, figures.get(row.id)!)),
  };
}

export async function getCampaign(db: Db, id: string): Promise<AdminCampaignResponse> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound();
  return answer(db, row);
}

/** Every picked product must exist: a card of nothing would go to every subscriber. */
async function checkProducts(db: Db, ids: string[]) {
  const found = await campaignProducts(db, ids);
  if (found.length !== ids.length) throw fieldError('productIds', M.productMissing);
}

/** 'December offers' -> 'december-offers-3f9a1c': readable in reports, and never taken twice. */
function utmName(subject: string, id: string): string {
  const words = subject
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'newsletter'}-${id.slice(-6)}`;
}

export async function createCampaign(db: Db, actorId: string, input: CampaignInput) {
  await checkProducts(db, input.productIds);
  const id = newId();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(c)
      .values({ id, ...input, utmCampaign: utmName(input.subject, id), createdBy: actorId })
      .returning();
    await recordAudit(tx, actorId, {
      action: 'campaign.create',
      entity: 'campaign',
      entityId: id,
      after: audited(created!),
    });
    return created!;
  });
  return withMessage(db, row, M.created);
}

/** Runs `change` on the campaign's row, locked, in a transaction; 404 when there is none. */
async function changeCampaign<T>(
  db: Db,
  id: string,
  change: (tx: Db, row: CampaignRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!row) throw notFound();
    return change(tx, row);
  });
}

/** Writes `set` on the locked campaign, and `action` in the audit log with the row before and after. */
async function writeAudited(
  tx: Db,
  actorId: string,
  before: CampaignRow,
  action: string,
  set: Partial<CampaignRow>,
  more: object = {},
): Promise<CampaignRow> {
  const [after] = await tx.update(c).set(set).where(eq(c.id, before.id)).returning();
  await recordAudit(tx, actorId, {
    action,
    entity: 'campaign',
    entityId: before.id,
    before: audited(before),
    after: { ...audited(after!), ...more },
  });
  return after!;
}

export async function updateCampaign(db: Db, actorId: string, id: string, input: CampaignInput) {
  await checkProducts(db, input.productIds);
  const row = await changeCampaign(db, id, async (tx, before) => {
    if (before.status !== 'draft') throw new AppError('CONFLICT', M.notDraft);
    return writeAudited(tx, actorId, before, 'campaign.update', {
      ...input,
      updatedAt: new Date(),
    });
  });
  return withMessage(db, row, M.saved);
}

/**
 * A copy to a staff address, marked [Test], with unsubscribe links that open nothing (their token
 * is stored nowhere), so a test never takes anyone off the list.
 */
export async function sendCampaignTest(
  db: Db,
  deps: { publicUrl: string; mail: Pick<MailOutbox, 'enqueue'> },
  actorId: string,
  id: string,
  email: string,
) {
  const row = await findCampaign(db, id);
  if (!row) throw notFound();
  if (!(await isStaffEmail(db, email))) throw fieldError('email', M.notStaff);
  const [settings, products] = await Promise.all([
    getShopSettings(db),
    campaignProducts(db, row.productIds),
  ]);
  const message = campaignMessage(
    email,
    { ...row, products },
    {
      shopName: settings.company.shortName,
      publicUrl: deps.publicUrl,
      token: newToken(),
      test: true,
    },
  );
  await db.transaction(async (tx) => {
    await deps.mail.enqueue(tx, { kind: 'newsletter-test', ...message });
    await recordAudit(tx, actorId, {
      action: 'campaign.test',
      entity: 'campaign',
      entityId: id,
      after: { to: email },
    });
  });
  return withMessage(db, row, M.testSent(email));
}

/** Send now: the recipients are fixed in this transaction, and the sender starts at once. */
export async function sendCampaignNow(db: Db, actorId: string, id: string, now = new Date()) {
  const { row, recipients } = await changeCampaign(db, id, async (tx, before) => {
    if (before.status !== 'draft' && before.status !== 'scheduled')
      throw new AppError('CONFLICT', M.cannotSend);
    const recipients = await beginSending(tx, id, now);
    if (!recipients) throw new AppError('CONFLICT', M.noRecipients);
    const [after] = await tx.select().from(c).where(eq(c.id, id));
    await recordAudit(tx, actorId, {
      action: 'campaign.send',
      entity: 'campaign',
      entityId: id,
      before: audited(before),
      after: { ...audited(after!), recipients },
    });
    return { row: after!, recipients };
  });
  return withMessage(db, row, M.sending(recipients));
}

/** Sends at `at`, a datetime-local value in Juba time; a draft or a scheduled one (moved). */
export async function scheduleCampaign(
  db: Db,
  actorId: string,
  id: string,
  at: string,
  now = new Date(),
) {
  const when = jubaLocalToDate(at);
  if (Number.isNaN(when.getTime())) throw fieldError('at', M.scheduleInvalid);
  if (when <= now) throw fieldError('at', M.schedulePast);
  const row = await changeCampaign(db, id, async (tx, before) => {
    if (before.status !== 'draft' && before.status !== 'scheduled')
      throw new AppError('CONFLICT', M.cannotSend);
    return writeAudited(tx, actorId, before, 'campaign.schedule', {
      status: 'scheduled',
      scheduledAt: when,
      updatedAt: now,
    });
  });
  return withMessage(db, row, M.scheduled);
}

/**
 * Stops a scheduled campaign, or one being sent: recipients not handed over yet get nothing, and
 * messages still waiting in the outbox for their first try are withdrawn. What left already, left.
 */
export async function cancelCampaign(
  db: Db,
  deps: { mail: Pick<MailOutbox, 'withdraw'> },
  actorId: string,
  id: string,
  now = new Date(),
) {
  const row = await changeCampaign(db, id, async (tx, before) => {
    if (before.status !== 'scheduled' && before.status !== 'sending')
      throw new AppError('CONFLICT', M.cannotCancel);
    // Within the transaction: the mail is withdrawn and the campaign cancelled together.
    const withdrawn = await withdrawCampaignMail(tx, before, deps.mail);
    return writeAudited(
      tx,
      actorId,
      before,
      'campaign.cancel',
      { status: 'cancelled', cancelledAt: now, updatedAt: now },
      { withdrawn },
    );
  });
  return withMessage(db, row, M.cancelled);
}
