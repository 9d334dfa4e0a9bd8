// Quotations and proforma invoices (docs/decisions/0069-quotations.md): zod-free rules both the
// server and the browsers read.
import { SHOP_TIME_ZONE } from './time-zone.ts';

/** What is stored; 'expired' is a sent quotation whose validity date has passed (read, never stored). */
export const QUOTATION_STORED_STATUSES = ['draft', 'sent', 'accepted', 'cancelled'] as const;
export const QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'expired', 'cancelled'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const QUOTATION_NOTES_MAX = 2000;
export const QUOTATION_TEXT_MAX = 200;
export const QUOTATION_PAGE_SIZE = 20;
export const QUOTATION_PAGE_SIZE_MAX = 100;
/** How long a quotation asked for from the cart is valid, unless staff change it. */
export const QUOTATION_DEFAULT_VALID_DAYS = 14;

/** 'Q-2026-0007': the year and the quotation's place in that year's sequence. */
export const quotationNumber = (year: number, seq: number) =>
  `Q-${year}-${String(seq).padStart(4, '0')}`;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-12-12' as people read it: '12 December 2026'. */
export const formatQuotationDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** The shop's day (Juba) of an instant, 'YYYY-MM-DD'. */
export function shopDayOfInstant(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The calendar day `n` days after `day`, 'YYYY-MM-DD' (a new quotation's default validity). */
export function calendarDaysAfter(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** A sent quotation is valid to the end of its validity day in Juba. */
export const isQuotationExpired = (validUntil: string, today: string) => today > validUntil;

export const QUOTATION_MESSAGES = {
  notFound: 'There is no such quotation',
  linkNotFound: 'This quotation link does not work. Ask us to send the quotation again.',
  invalidId: 'That quotation id is not valid',
  organisation: 'Enter the organisation’s name',
  contactName: 'Enter the contact person’s name',
  phone: 'Enter a phone number of 7 to 30 digits, spaces, + or -',
  validUntil: 'Enter the date the quotation is valid until (YYYY-MM-DD)',
  validInPast: 'The validity date must be today or later',
  lines: 'Add at least one line',
  tooManyLines: (max: number) => `A quotation may hold at most ${max} lines`,
  price: 'Enter a price in whole SSP, 0 or more',
  deliveryFee: 'Enter the delivery fee in whole SSP, 0 or more',
  notes: `Notes may be at most ${QUOTATION_NOTES_MAX} characters`,
  onlyDraftChanges: 'Only a draft quotation can be changed. Cancel it and make a new one.',
  cannotSend: (status: string) => `A ${status} quotation cannot be sent`,
  cannotCancel: (status: string) => `A ${status} quotation cannot be cancelled`,
  expired: (day: string) =>
    `This quotation expired on ${formatQuotationDay(day)}. Ask us for a new one.`,
  cancelled: 'This quotation was cancelled. Ask us for a new one.',
  alreadyAccepted: 'This quotation has already been accepted: its order is in your orders.',
  notSent: 'This quotation has not been sent yet.',
  cartEmpty: 'Your cart is empty: add the products you want a quotation for first.',
  sent: (email: string) => `Quotation sent to ${email}`,
  cancelledDone: 'Quotation cancelled',
  saved: 'Quotation saved',
  requested: 'Thank you. We will price your quotation and e-mail it to you shortly.',
  accepted: 'Thank you: your order is placed at the quoted prices.',
} as const;
