// Order updates by SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): the
// staff's settings of them (caps, the shop's own numbers for alerts).
import { z } from 'zod';
import { normalizeSouthSudanMobile } from './order-rules.ts';

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

export const messagingSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: messagingSettingsSchema,
});
