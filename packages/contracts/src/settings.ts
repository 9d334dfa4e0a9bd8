import { z } from 'zod';
import { NEWSLETTER_PER_MINUTE_MAX } from './campaign-rules.ts';
import { QUANTITY_CEILING } from './limits.ts';
import { normalizeSouthSudanMobile } from './order-rules.ts';

export const businessHoursSchema = z.array(z.object({ days: z.string(), hours: z.string() }));

/** A second place of the company (the depot and yard): where it is and what it is for. */
export const companyPlaceSchema = z.object({ address: z.string(), purpose: z.string() });
export type CompanyPlace = z.infer<typeof companyPlaceSchema>;

/**
 * The one company profile every page reads (docs/architecture.md, "Where the specifications
 * disagree or are silent").
 */
export const companyProfileSchema = z.object({
  name: z.string(),
  shortName: z.string(),
  tagline: z.string(),
  phones: z.array(z.string()).min(1),
  emails: z.array(z.string()).min(1),
  /** International number without '+' or spaces, as click-to-chat links want it (211...). */
  whatsapp: z.string().regex(/^211\d{9}$/),
  /** The office: where customers visit and what the map shows. */
  address: z.string(),
  /**
   * The tax identification number (TIN) the National Revenue Authority gave the company, printed
   * on every invoice; empty until staff enter it, and no invoice is issued without it.
   */
  taxNumber: z.string(),
  /** What the office is for ('Sales, quotations and accounts'). */
  officePurpose: z.string(),
  /** The depot and yard, when the company has one apart from its office. */
  depot: companyPlaceSchema.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  hours: businessHoursSchema,
  social: z.object({
    whatsapp: z.string(),
    tiktok: z.string(),
    instagram: z.string(),
    facebook: z.string(),
  }),
  yearsOfExperience: z.number().int(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const shopSettingsSchema = z.object({
  currency: z.literal('SSP'),
  deliveryFee: z.number().min(0),
  freeDeliveryThreshold: z.number().min(0),
  /** The admin dashboard lists sizes with this many units or fewer left. */
  lowStockThreshold: z.number().int().min(0),
  /** Unanswered questions not asked again for this many days are deleted (decision 0020). */
  unansweredKeepDays: z.number().int().min(1),
  /** The most units of one size an order line may hold when its stock does not set a lower limit. */
  lineQuantityMax: z.number().int().min(1).max(QUANTITY_CEILING),
  /** Newsletter messages handed to the mail server per minute (docs/decisions/0058). */
  newsletterPerMinute: z.number().int().min(1).max(NEWSLETTER_PER_MINUTE_MAX),
  company: companyProfileSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const settingsResponseSchema = shopSettingsSchema.extend({ success: z.literal(true) });

// Staff edit the settings (`PUT /api/admin/settings`). Each rule carries a message naming its
// field, so the API's one-line answer and the form's per-field errors read the same.
export const DELIVERY_FEE_MAX = 100_000_000;
export const FREE_DELIVERY_THRESHOLD_MAX = 1_000_000_000_000;
export const COMPANY_PHONES_MAX = 5;
export const COMPANY_EMAILS_MAX = 5;
export const COMPANY_HOURS_MAX = 7;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
// What customers looked for without finding it is kept for a while, not for ever: long enough to
// see a season's demand, short enough that the list stays about today's shop.
export const DEFAULT_UNANSWERED_KEEP_DAYS = 90;
export const UNANSWERED_KEEP_DAYS_MAX = 3650;

const wholeSsp = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number of SSP`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);

const text = (label: string, max: number, empty = `Please enter the ${label.toLowerCase()}`) =>
  z
    .string({ message: empty })
    .trim()
    .min(1, empty)
    .max(max, `${label} must be at most ${max} characters`);

const phone = z
  .string({ message: 'Each phone number must be a valid phone number' })
  .trim()
  .max(30, 'Each phone number must be at most 30 characters')
  .regex(
    /^\+?\d[\d\s\-()]{5,}$/,
    'Each phone number must be a valid phone number, e.g. +211 922 450 310',
  );

const email = z
  .string({ message: 'Each e-mail must be a valid e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, 'Each e-mail must be a valid e-mail address')
  .pipe(z.email({ message: 'Each e-mail must be a valid e-mail address' }));

const WHATSAPP_MESSAGE =
  'WhatsApp number must be a South Sudan mobile number, e.g. +211 922 450 310';
/** Any usual spelling of a South Sudan mobile number, stored as 211XXXXXXXXX for wa.me links. */
const whatsapp = z
  .string({ message: WHATSAPP_MESSAGE })
  .trim()
  .transform((v, ctx) => {
    const number = normalizeSouthSudanMobile(v);
    if (!number) {
      ctx.addIssue({ code: 'custom', message: WHATSAPP_MESSAGE });
      return z.NEVER;
    }
    return number.slice(1);
  });

// Only https links: a `javascript:` address in the footer would run in every visitor's browser.
const link = (label: string) =>
  z
    .string({ message: `${label} must be a web address starting with https://` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .regex(
      /^https:\/\/[^\s/$.?#][^\s]*$/i,
      `${label} must be a web address starting with https://`,
    );

const coordinate = (label: string, limit: number) =>
  z
    .number({ message: `${label} must be a number` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

export const companyProfileUpdateSchema = z.object(
  {
    name: text('Company name', 120),
    shortName: text('Short name', 40),
    tagline: text('Tagline', 200),
    phones: z
      .array(phone, { message: 'Add at least one phone number' })
      .min(1, 'Add at least one phone number')
      .max(COMPANY_PHONES_MAX, `At most ${COMPANY_PHONES_MAX} phone numbers`),
    emails: z
      .array(email, { message: 'Add at least one e-mail address' })
      .min(1, 'Add at least one e-mail address')
      .max(COMPANY_EMAILS_MAX, `At most ${COMPANY_EMAILS_MAX} e-mail addresses`),
    whatsapp,
    address: text('Office address', 300),
    // Optional for clients that do not know it yet (the stored value is kept); empty clears it.
    taxNumber: z
      .string({ message: 'Tax number (TIN) must be text' })
      .trim()
      .max(40, 'Tax number (TIN) must be at most 40 characters')
      .regex(
        /^[A-Za-z0-9 ./-]*$/,
        'Tax number (TIN) may hold only letters, digits, spaces, dots, dashes and slashes',
      )
      .optional(),
    officePurpose: text('What the office is for', 200, 'Please say what the office is for'),
    // Optional: null when the company has no depot apart from its office.
    depot: z
      .object(
        {
          address: text('Depot address', 300),
          purpose: text('What the depot is for', 200, 'Please say what the depot is for'),
        },
        { message: 'Depot must be an address and what it is for, or null' },
      )
      .nullable(),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    hours: z
      .array(z.object({ days: text('Days', 60), hours: text('Hours', 60) }), {
        message: 'Add at least one line of opening hours',
      })
      .min(1, 'Add at least one line of opening hours')
      .max(COMPANY_HOURS_MAX, `At most ${COMPANY_HOURS_MAX} lines of opening hours`),
    social: z.object(
      {
        whatsapp: link('WhatsApp link'),
        tiktok: link('TikTok link'),
        instagram: link('Instagram link'),
        facebook: link('Facebook link'),
      },
      { message: 'Please enter the social links' },
    ),
    yearsOfExperience: z
      .number({ message: 'Years of experience must be a number' })
      .int('Years of experience must be a whole number')
      .min(0, 'Years of experience cannot be negative')
      .max(200, 'Years of experience must be at most 200'),
  },
  { message: 'Please enter the company profile' },
);

/** The whole editable part of the settings; the currency stays SSP. */
export const adminSettingsUpdateSchema = z.object({
  deliveryFee: wholeSsp('Delivery fee', DELIVERY_FEE_MAX),
  freeDeliveryThreshold: wholeSsp('Free-delivery threshold', FREE_DELIVERY_THRESHOLD_MAX),
  lowStockThreshold: z
    .number({ message: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold must be a whole number of units')
    .min(0, 'Low-stock threshold cannot be negative')
    .max(
      LOW_STOCK_THRESHOLD_MAX,
      `Low-stock threshold must be at most ${LOW_STOCK_THRESHOLD_MAX.toLocaleString('en-US')}`,
    ),
  // Optional, so a client that does not know it yet keeps the stored value.
  unansweredKeepDays: z
    .number({ message: 'Days to keep unanswered questions must be a number' })
    .int('Days to keep unanswered questions must be a whole number of days')
    .min(1, 'Keep unanswered questions for at least 1 day')
    .max(
      UNANSWERED_KEEP_DAYS_MAX,
      `Keep unanswered questions for at most ${UNANSWERED_KEEP_DAYS_MAX.toLocaleString('en-US')} days`,
    )
    .optional(),
  // Optional too, for the same reason.
  lineQuantityMax: z
    .number({ message: 'Most units per order line must be a number' })
    .int('Most units per order line must be a whole number')
    .min(1, 'Most units per order line must be at least 1')
    .max(
      QUANTITY_CEILING,
      `Most units per order line must be at most ${QUANTITY_CEILING.toLocaleString('en-US')}`,
    )
    .optional(),
  // Optional too: a mail server's own limit decides it, so most shops never change it.
  newsletterPerMinute: z
    .number({ message: 'Newsletter messages per minute must be a number' })
    .int('Newsletter messages per minute must be a whole number')
    .min(1, 'Newsletter messages per minute must be at least 1')
    .max(
      NEWSLETTER_PER_MINUTE_MAX,
      `Newsletter messages per minute must be at most ${NEWSLETTER_PER_MINUTE_MAX.toLocaleString('en-US')}`,
    )
    .optional(),
  company: companyProfileUpdateSchema,
});
export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdateSchema>;

export const adminSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: shopSettingsSchema,
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
export const adminSettingsSavedResponseSchema = adminSettingsResponseSchema.extend({
  message: z.string(),
});

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved. The shop uses them from now on.',
} as const;

// Inferred shapes of this module's requests and responses, for the clients.
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
export type AdminSettingsSavedResponse = z.infer<typeof adminSettingsSavedResponseSchema>;
