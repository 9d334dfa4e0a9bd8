// Order updates by SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
// the channels, what causes a message, the states it goes through, and the GSM-7 measure of an
// SMS. Free of zod: the storefront and the admin site import it.

/** How a customer wants order updates: e-mail always goes; SMS or WhatsApp besides. */
export const UPDATE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export const UPDATE_CHANNEL_LABELS: Record<UpdateChannel, string> = {
  email: 'E-mail only',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** The channels of a text message. */
export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export type TextChannel = (typeof TEXT_CHANNELS)[number];

/** What caused a text message; each is written in the transaction of the change that causes it. */
export const TEXT_KINDS = [
  'order-placed',
  'payment-confirmed',
  'out-for-delivery',
  'delivered',
  'cancelled',
  'staff-new-order',
  'staff-payment-reported',
  'back-in-stock',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

export const TEXT_KIND_LABELS: Record<TextKind, string> = {
  'order-placed': 'Order placed',
  'payment-confirmed': 'Payment confirmed',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  'staff-new-order': 'New order (shop)',
  'staff-payment-reported': 'Payment reported (shop)',
  'back-in-stock': 'Back in stock',
};

/**
 * pending (waiting for a try) -> sending (claimed by a worker) -> sent (the provider took it) ->
 * delivered (its callback said so); failed: given up, refused, capped, or reported failed.
 */
export const TEXT_STATUSES = ['pending', 'sending', 'sent', 'delivered', 'failed'] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** The most characters of one SMS in the GSM 03.38 default alphabet (one segment). */
export const SMS_GSM7_MAX = 160;

const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters of the extension table: each takes two septets (an escape, then itself). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

/**
 * The septets `text` takes in GSM-7, or null when a character is outside the alphabet (the
 * message would then go as UCS-2, 70 characters a segment).
 */
export function gsm7Length(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) n += 1;
    else if (GSM7_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** Whether `text` is one SMS of GSM-7: every character in the alphabet, 160 septets at most. */
export const fitsOneSms = (text: string) => {
  const n = gsm7Length(text);
  return n !== null && n <= SMS_GSM7_MAX;
};

/** The words staff read on a text message that was not sent. */
export const TEXT_MESSAGES = {
  interrupted: 'Sending was interrupted; check before retrying',
  optedOut: 'The number asked for no more messages',
  capped: "Not sent: the day's message limit was reached",
  notFound: 'Text message not found.',
  invalidId: 'That message link is not valid.',
  retryOptedOut:
    'This number asked for no more messages (a STOP or a block): it is not sent again. The customer can write START to take it back.',
} as const;

/** The customer's words at checkout. */
export const TEXT_UPDATE_MESSAGES = {
  chooseChannel: 'Choose how to get order updates: SMS, WhatsApp or e-mail only',
  needsMobile:
    'To get updates by SMS or WhatsApp, enter a South Sudan mobile number as the phone (09… or +211 9…)',
} as const;
