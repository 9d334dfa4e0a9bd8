// Order updates by SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): the
// staff's settings of them (caps, the shop's own numbers for alerts).
import { z } from 'zod';
import { lowerCaseIdParamsSchema, messageResponseWith, pagingQuery } from './api.ts';
import { MAIL_FILTERS } from './mail-rules.ts';
import { normalizeSouthSudanMobile } from './order-rules.ts';
import { TEXT_CHANNELS, TEXT_KINDS, TEXT_MESSAGES, TEXT_STATUSES } from './text-message-rules.ts';

export const TEXT_PER_NUMBER_MAX = 100;
export const TEXT_PER_SHOP_MAX = 100_000;
export const STAFF_NUMBERS_MAX = 5;

export const messagingSettingsSchema = z.object({
  /** Messages one number may be sent in a shop's day (customers' and staff's alike). */
  perNumberPerDay: z.number().int().min(1).max(TEXT_PER_NUMBER_MAX),
  /** Messages the whole shop may send in a day, every channel together. */
  perShopPerDay: z.number().int().min(1).max(TEXT_PER_SHOP_MAX),
  /** The shop's own numbers (+211...) told of new orders and reported payments. */
  staffNumbers: z.array(z.string().regex(/^\+2119\d{8}$/)).max(STAFF_NUMBERS_MAX),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;

export const DEFAULT_MESSAGING_SETTINGS: MessagingSettings = {
  perNumberPerDay: 10,
  perShopPerDay: 500,
  staffNumbers: [],
};

const wholeNumber = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

/** What staff save: numbers in any usual spelling, normalised to +211... */
export const messagingSettingsUpdateSchema = z.object({
  perNumberPerDay: wholeNumber('Messages per number per day', TEXT_PER_NUMBER_MAX),
  perShopPerDay: wholeNumber('Messages per day for the shop', TEXT_PER_SHOP_MAX),
  staffNumbers: z
    .array(
      z.string().transform((value, ctx) => {
        const number = normalizeSouthSudanMobile(value);
        if (!number) {
          ctx.addIssue({ code: 'custom', message: `${value} is not a South Sudan mobile number` });
          return z.NEVER;
        }
        return number;
      }),
    )
    .max(STAFF_NUMBERS_MAX, `At most ${STAFF_NUMBERS_MAX} numbers`),
});
export type MessagingSettingsUpdate = z.input<typeof messagingSettingsUpdateSchema>;

/** The admin's form of it: the shop's numbers typed in one field, separated by commas. */
export const messagingSettingsFormSchema = messagingSettingsUpdateSchema.extend({
  staffNumbers: z.string().transform((text, ctx) => {
    const typed = text
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const wrong = typed.find((n) => !normalizeSouthSudanMobile(n));
    if (wrong)
      ctx.addIssue({ code: 'custom', message: `${wrong} is not a South Sudan mobile number` });
    else if (typed.length > STAFF_NUMBERS_MAX)
      ctx.addIssue({ code: 'custom', message: `At most ${STAFF_NUMBERS_MAX} numbers` });
    else return typed.map((n) => normalizeSouthSudanMobile(n)!);
    return z.NEVER;
  }),
});
export type MessagingSettingsForm = z.input<typeof messagingSettingsFormSchema>;

export const messagingSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: messagingSettingsSchema,
});

// The providers' callbacks. Every parameter is kept (loose objects): Twilio signs all of them,
// and both providers add fields without notice.

/** Twilio's status callback (form-encoded): the message's SID and its new status. */
export const twilioStatusCallbackSchema = z.looseObject({
  MessageSid: z.string().min(1).max(64),
  MessageStatus: z.string().min(1).max(32),
  ErrorCode: z.string().max(16).optional(),
});

/** Twilio's incoming-message webhook (form-encoded): who wrote, and what. */
export const twilioInboundSchema = z.looseObject({
  From: z.string().min(1).max(64),
  Body: z.string().max(1600).default(''),
});

/** Meta's check of the webhook's address. */
export const whatsappVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(32),
  'hub.verify_token': z.string().max(256),
  'hub.challenge': z.string().max(256),
});

const whatsappStatusSchema = z.looseObject({
  id: z.string().max(256),
  status: z.string().max(32),
  errors: z
    .array(z.looseObject({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});

/** Meta's webhook delivery: only the message statuses are read. */
export const whatsappWebhookBodySchema = z.looseObject({
  object: z.string().max(64),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              value: z.looseObject({
                statuses: z.array(whatsappStatusSchema).max(1000).optional(),
              }),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

export const TEXT_CALLBACK_MESSAGES = {
  notConfigured: 'This channel is not configured',
  badSignature: 'The signature does not match',
  unknownMessage: 'No message of the shop has this id',
  badVerifyToken: 'The verify token does not match',
} as const;

// The staff's view (the admin's Messages page): text messages by channel and state, the numbers
// that asked for no more, and the month's counts per channel for the dashboard.

export const ADMIN_TEXT_PAGE_SIZE = 20;
export const ADMIN_TEXT_PAGE_SIZE_MAX = 100;

/** One text message as staff see it. Times are ISO strings. */
export const textMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(TEXT_CHANNELS),
  kind: z.enum(TEXT_KINDS),
  to: z.string(),
  template: z.string(),
  text: z.string(),
  orderId: z.string().nullable(),
  status: z.enum(TEXT_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type TextMessageSummary = z.infer<typeof textMessageSchema>;

export const adminTextParamsSchema = lowerCaseIdParamsSchema(TEXT_MESSAGES.invalidId);

/** `POST /api/admin/texts/:id/retry`: the sentence, and the message as it now is. */
export const adminTextRetryResponseSchema = messageResponseWith('text', textMessageSchema);
export type AdminTextRetryResponse = z.infer<typeof adminTextRetryResponseSchema>;

/** `GET /api/admin/texts`: newest first; without filters, every text message. */
export const adminTextQuerySchema = z.object({
  channel: z.enum(TEXT_CHANNELS, { message: 'Channel must be sms or whatsapp' }).optional(),
  status: z.enum(MAIL_FILTERS, { message: 'Status must be pending, sent or failed' }).optional(),
  ...pagingQuery(ADMIN_TEXT_PAGE_SIZE_MAX),
});
export type AdminTextQuery = z.input<typeof adminTextQuerySchema>;

export const adminTextListResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(textMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Of the channel asked for (or all): the tabs' counts; sent includes delivered. */
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type AdminTextListResponse = z.infer<typeof adminTextListResponseSchema>;

export const textOptOutSchema = z.object({
  number: z.string(),
  source: z.string(),
  createdAt: z.string(),
});
export type TextOptOut = z.infer<typeof textOptOutSchema>;

/** `GET /api/admin/texts/opt-outs`: the numbers no message goes to, newest first. */
export const adminOptOutListResponseSchema = z.object({
  success: z.literal(true),
  optOuts: z.array(textOptOutSchema),
});
export type AdminOptOutListResponse = z.infer<typeof adminOptOutListResponseSchema>;

/** `GET /api/admin/texts/month`: messages sent (or delivered) since the month began, per channel. */
export const adminMessagesMonthResponseSchema = z.object({
  success: z.literal(true),
  month: z.string(),
  sent: z.object({
    email: z.number().int(),
    sms: z.number().int(),
    whatsapp: z.number().int(),
  }),
});
export type AdminMessagesMonthResponse = z.infer<typeof adminMessagesMonthResponseSchema>;
