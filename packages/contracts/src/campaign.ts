import { z } from 'zod';
import {
  emailSchema,
  lowerCaseIdParamsSchema,
  pagedResponse,
  pagingQuery,
  requiredText,
} from './api.ts';
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE_MAX,
  CAMPAIGN_BODY_MAX,
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_PREHEADER_MAX,
  CAMPAIGN_PRODUCTS_MAX,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBJECT_MAX,
} from './campaign-rules.ts';
import { ID_PATTERN } from './ids.ts';

/** What staff write: `POST /api/admin/campaigns` and `PUT /api/admin/campaigns/:id`. */
export const campaignInputSchema = z.object({
  subject: requiredText(M.subjectRequired, CAMPAIGN_SUBJECT_MAX, M.subjectTooLong),
  preheader: z
    .string({ message: M.preheaderTooLong })
    .trim()
    .max(CAMPAIGN_PREHEADER_MAX, M.preheaderTooLong),
  body: requiredText(M.bodyRequired, CAMPAIGN_BODY_MAX, M.bodyTooLong),
  productIds: z
    .array(
      z
        .string({ message: M.productMissing })
        .regex(ID_PATTERN, M.productMissing)
        .transform((v) => v.toLowerCase()),
      { message: M.productMissing },
    )
    .max(CAMPAIGN_PRODUCTS_MAX, M.productsMax)
    .refine((ids) => new Set(ids).size === ids.length, M.productsTwice),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** A picked product as its card shows it (campaign-mail.ts). */
export const campaignProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  /** Sizes sell at different prices: `price` is the lowest, shown "From SSP ..." (decision 0074). */
  priceFrom: z.boolean().optional(),
  measurement: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
});
export type CampaignProduct = z.infer<typeof campaignProductSchema>;

/**
 * What came of a campaign's sending: its recipients (confirmed subscribers when it started, less
 * those who left before their message was written), messages the mail server took, messages that
 * failed for good, recipients who unsubscribed through its link, visits to the shop from its
 * links (landing requests the server counted, once per browser while its campaign cookie lasts; no
 * tracking pixel), and the orders such a browser placed while the cookie lasted with their amounts
 * (delivery included), both without cancelled orders (docs/decisions/0061).
 */
export const campaignFiguresSchema = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
  visits: z.number().int(),
  orders: z.number().int(),
  revenue: z.number(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** utm_campaign of its links. */
  utmCampaign: z.string(),
  /** ISO times; null until they happen. */
  scheduledAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  figures: campaignFiguresSchema,
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

export const campaignSchema = campaignSummarySchema.extend({
  preheader: z.string(),
  body: z.string(),
  productIds: z.array(z.string()),
  /** The picked products that still exist, in the order picked. */
  products: z.array(campaignProductSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const adminCampaignParamsSchema = lowerCaseIdParamsSchema(M.invalidId);

/** `GET /api/admin/campaigns`: newest first. */
export const adminCampaignsQuerySchema = z.object({
  status: z
    .enum(CAMPAIGN_STATUSES, {
      message: 'status must be draft, scheduled, sending, sent or cancelled',
    })
    .optional(),
  ...pagingQuery(ADMIN_CAMPAIGNS_PAGE_SIZE_MAX),
});
export type AdminCampaignsQuery = z.input<typeof adminCampaignsQuerySchema>;

export const adminCampaignsResponseSchema = pagedResponse('campaigns', campaignSummarySchema);
export type AdminCampaignsResponse = z.infer<typeof adminCampaignsResponseSchema>;

export const adminCampaignResponseSchema = z.object({
  success: z.literal(true),
  campaign: campaignSchema,
});
export type AdminCampaignResponse = z.infer<typeof adminCampaignResponseSchema>;

/** Every action's answer: its sentence and the campaign as it now is. */
export const adminCampaignActionResponseSchema = adminCampaignResponseSchema.extend({
  message: z.string(),
});
export type AdminCampaignActionResponse = z.infer<typeof adminCampaignActionResponseSchema>;

/** `POST /api/admin/campaigns/:id/test`: the address of a staff account. */
export const campaignTestRequestSchema = z.object({
  email: emailSchema,
});
export type CampaignTestRequest = z.input<typeof campaignTestRequestSchema>;

/** `POST /api/admin/campaigns/:id/schedule`: a datetime-local value, read as Juba time. */
export const campaignScheduleRequestSchema = z.object({
  at: z
    .string({ message: M.scheduleInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, M.scheduleInvalid),
});
export type CampaignScheduleRequest = z.input<typeof campaignScheduleRequestSchema>;
