// Newsletter campaigns (docs/decisions/0058-newsletter-campaigns.md): their states, limits and
// the staff's words, shared by the API and the admin site. Zod-free, so the browser can use them.

/**
 * draft: being written; scheduled: waits for its time; sending: its recipients are being handed to
 * the mail outbox, or their mail is leaving; sent: every message has left (or failed for good);
 * cancelled: stopped by staff, before or during sending.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_PREHEADER_MAX = 150;
export const CAMPAIGN_BODY_MAX = 20_000;
/** Products shown as cards under the text. */
export const CAMPAIGN_PRODUCTS_MAX = 6;
export const ADMIN_CAMPAIGNS_PAGE_SIZE = 20;
export const ADMIN_CAMPAIGNS_PAGE_SIZE_MAX = 100;

/** Messages per minute the newsletter hands to the mail server, unless staff set another. */
export const DEFAULT_NEWSLETTER_PER_MINUTE = 60;
export const NEWSLETTER_PER_MINUTE_MAX = 10_000;

/** Every link to the shop in a campaign carries these, so its visits can be told apart. */
export const UTM_SOURCE = 'newsletter';

/**
 * The first-party cookie a landing from a campaign's link leaves (docs/decisions/0061): the
 * campaign's id and nothing else, so the same browser's next landing is not counted again and an
 * order it places within the cookie's life is counted for the campaign. HttpOnly, SameSite=Lax.
 */
export const CAMPAIGN_COOKIE = 'shop_campaign';
/** How long a landing from a campaign is remembered (the cookie's Max-Age). */
export const CAMPAIGN_COOKIE_DAYS = 30;
const CAMPAIGN_ID = /^[0-9a-f]{24}$/;

/** The campaign id the Cookie header carries, or undefined when none (or junk). */
export function campaignCookieValue(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== CAMPAIGN_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (CAMPAIGN_ID.test(value)) return value;
  }
  return undefined;
}

/**
 * The Cookie header without a well-formed campaign cookie: what is left says whether the request
 * is anonymous. The campaign cookie changes no page, so the page cache may still answer it.
 */
export function withoutCampaignCookie(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .filter((part) => {
      const eq = part.indexOf('=');
      return !(
        eq >= 0 &&
        part.slice(0, eq).trim() === CAMPAIGN_COOKIE &&
        CAMPAIGN_ID.test(part.slice(eq + 1).trim())
      );
    })
    .join(';');
}

/** Juba is on Central Africa Time all year (UTC+2, no summer time). */
export const JUBA_UTC_OFFSET = '+02:00';

/** '2026-12-24T09:00' read as Juba time; NaN when it is not such a time. */
export function jubaLocalToDate(local: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return new Date(Number.NaN);
  return new Date(`${local}:00${JUBA_UTC_OFFSET}`);
}

/** A moment as a datetime-local value in Juba time: '2026-12-24T09:00'. */
export function dateToJubaLocal(date: Date): string {
  const shifted = new Date(date.getTime() + 2 * 3600_000);
  return shifted.toISOString().slice(0, 16);
}

export const CAMPAIGN_MESSAGES = {
  invalidId: 'That campaign link is not valid.',
  notFound: 'Campaign not found.',
  created: 'Draft saved.',
  saved: 'Changes saved.',
  notDraft: 'Only a draft can be changed. This campaign is already scheduled, sent or cancelled.',
  testSent: (email: string) => `A test was sent to ${email}. It arrives in a minute or two.`,
  notStaff: 'Tests go only to the address of a staff account.',
  sending: (recipients: number) =>
    recipients === 1
      ? 'Sending to 1 confirmed subscriber.'
      : `Sending to ${recipients.toLocaleString('en-US')} confirmed subscribers.`,
  noRecipients: 'There is no confirmed subscriber to send this campaign to yet.',
  scheduled: 'The campaign is scheduled.',
  scheduleInvalid: 'Please give a date and time, e.g. 2026-12-24 09:00 (Juba time).',
  schedulePast: 'Please choose a time in the future (Juba time).',
  cannotSend: 'Only a draft or a scheduled campaign can be sent.',
  cancelled: 'The campaign is cancelled. Messages not yet handed to the mail server stay unsent.',
  cannotCancel: 'Only a scheduled campaign or one being sent can be cancelled.',
  productsMax: `Pick at most ${CAMPAIGN_PRODUCTS_MAX} products.`,
  productsTwice: 'A product is picked twice.',
  productMissing: 'One of the picked products no longer exists. Remove it and save again.',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CAMPAIGN_SUBJECT_MAX} characters`,
  preheaderTooLong: `Preview text must be at most ${CAMPAIGN_PREHEADER_MAX} characters`,
  bodyRequired: 'Please write the newsletter',
  bodyTooLong: `The newsletter must be at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-US')} characters`,
} as const;
