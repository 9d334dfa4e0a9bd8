// Quotations and proforma invoices (docs/decisions/0069-quotations.md): one schema per endpoint.
import { z } from 'zod';
import { daySchema } from './admin-report.ts';
import {
  emailSchema,
  idSchema,
  lowerCaseIdParamsSchema,
  messageResponseWith,
  pagedResponse,
  pagingQuery,
  requiredText,
} from './api.ts';
import { addressSchema, mobileMoneyNumberSchema, orderResponseSchema } from './order.ts';
import {
  ADDRESS_PHONE_PATTERN,
  MOBILE_MONEY_PROVIDERS,
  ORDER_LINES_MAX,
  ORDER_MESSAGES,
} from './order-rules.ts';
import { QUANTITY_CEILING } from './limits.ts';
import { PRODUCT_TYPES } from './stock-rules.ts';
import {
  QUOTATION_MESSAGES as M,
  QUOTATION_NOTES_MAX,
  QUOTATION_PAGE_SIZE_MAX,
  QUOTATION_STATUSES,
  QUOTATION_TEXT_MAX,
} from './quotation-rules.ts';

const tooLong = (what: string) => `${what} may be at most ${QUOTATION_TEXT_MAX} characters`;
const money = (message: string) =>
  z.number({ message }).int(message).min(0, message).max(1_000_000_000_000, message);
const quantityMessage = `quantity must be a whole number from 1 to ${QUANTITY_CEILING}`;

/** A line as staff write it: the price starts at the catalogue's (left out = the catalogue's). */
export const quotationLineInputSchema = z.object({
  productId: idSchema.transform((v) => v.toLowerCase()),
  size: z.string({ message: 'Choose a size' }).trim().min(1, 'Choose a size').max(100),
  quantity: z
    .number({ message: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(QUANTITY_CEILING, quantityMessage),
  price: money(M.price).optional(),
});
export type QuotationLineInput = z.input<typeof quotationLineInputSchema>;

/** A phone to reach the organisation by: optional, and a real phone number when given. */
const optionalPhoneSchema = z
  .string()
  .trim()
  .max(30, M.phone)
  .refine((v) => v === '' || ADDRESS_PHONE_PATTERN.test(v), M.phone)
  .default('');

/** `POST /api/admin/quotations` and `PUT /api/admin/quotations/:id` (a draft only). */
export const quotationInputSchema = z.object({
  organisation: requiredText(M.organisation, QUOTATION_TEXT_MAX, tooLong('The organisation')),
  contactName: requiredText(M.contactName, QUOTATION_TEXT_MAX, tooLong('The contact name')),
  email: emailSchema,
  phone: optionalPhoneSchema,
  validUntil: z.string({ message: M.validUntil }).pipe(daySchema),
  lines: z
    .array(quotationLineInputSchema, { message: M.lines })
    .min(1, M.lines)
    .max(ORDER_LINES_MAX, M.tooManyLines(ORDER_LINES_MAX)),
  deliveryFee: money(M.deliveryFee).default(0),
  notes: z.string().trim().max(QUOTATION_NOTES_MAX, M.notes).default(''),
});
export type QuotationInput = z.input<typeof quotationInputSchema>;

export const quotationLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** Unit price in whole SSP, as quoted. */
  price: z.number(),
  /** The product's unit, as an order line keeps it (the price is per this unit). */
  productType: z.enum(PRODUCT_TYPES),
  measurement: z.string(),
  unit: z.string(),
});
export type QuotationLine = z.infer<typeof quotationLineSchema>;

/** A quotation as staff see it. Times are ISO strings; days 'YYYY-MM-DD' (Juba). */
export const quotationSchema = z.object({
  _id: z.string(),
  number: z.string(),
  status: z.enum(QUOTATION_STATUSES),
  organisation: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  validUntil: z.string(),
  lines: z.array(quotationLineSchema),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  notes: z.string(),
  /** Asked for from the cart by this account (null when staff made it). */
  requestedBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quotationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  quotation: quotationSchema,
});
export type QuotationResponse = z.infer<typeof quotationResponseSchema>;

export const quotationSummarySchema = quotationSchema.pick({
  _id: true,
  number: true,
  status: true,
  organisation: true,
  contactName: true,
  total: true,
  validUntil: true,
  createdAt: true,
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;

/** `GET /api/admin/quotations`: newest first; without `status`, every quotation. */
export const adminQuotationsQuerySchema = z.object({
  status: z.enum(QUOTATION_STATUSES, { message: 'Choose a status from the list' }).optional(),
  ...pagingQuery(QUOTATION_PAGE_SIZE_MAX),
});
export type AdminQuotationsQuery = z.input<typeof adminQuotationsQuerySchema>;
export const adminQuotationsResponseSchema = pagedResponse('quotations', quotationSummarySchema);
export type AdminQuotationsResponse = z.infer<typeof adminQuotationsResponseSchema>;

export const quotationParamsSchema = lowerCaseIdParamsSchema(M.invalidId);

/** The token of a mailed quotation link, in the body (never in an API address). */
export const quotationTokenSchema = z
  .string({ message: M.linkNotFound })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, M.linkNotFound);
export const quotationLinkRequestSchema = z.object({ token: quotationTokenSchema });

/** The customer's page of a mailed quotation: what a proforma invoice shows. */
export const publicQuotationSchema = quotationSchema
  .pick({
    number: true,
    status: true,
    organisation: true,
    contactName: true,
    email: true,
    phone: true,
    validUntil: true,
    lines: true,
    subtotal: true,
    deliveryFee: true,
    total: true,
    notes: true,
  })
  .extend({
    issuedOn: z.string(),
    company: z.object({
      name: z.string(),
      address: z.string(),
      phones: z.array(z.string()),
      emails: z.array(z.string()),
    }),
  });
export type PublicQuotation = z.infer<typeof publicQuotationSchema>;
export const publicQuotationResponseSchema = z.object({
  success: z.literal(true),
  quotation: publicQuotationSchema,
});
export type PublicQuotationResponse = z.infer<typeof publicQuotationResponseSchema>;

/** `POST /api/quotation/accept`: the link's token, where to deliver and how to pay. */
export const acceptQuotationRequestSchema = z.discriminatedUnion(
  'paymentMethod',
  [
    z.object({
      token: quotationTokenSchema,
      address: addressSchema,
      paymentMethod: z.literal('cod'),
    }),
    z.object({
      token: quotationTokenSchema,
      address: addressSchema,
      paymentMethod: z.literal('mobile_money'),
      mobileNumber: mobileMoneyNumberSchema,
      mobileProvider: z.enum(MOBILE_MONEY_PROVIDERS, { message: ORDER_MESSAGES.chooseProvider }),
    }),
  ],
  { message: 'Choose cash on delivery or mobile money' },
);
export type AcceptQuotationRequest = z.input<typeof acceptQuotationRequestSchema>;
export const acceptQuotationResponseSchema = orderResponseSchema;

/** `POST /api/quotation/request`: a signed-in customer asks for a quotation of their cart. */
export const requestQuotationSchema = z.object({
  organisation: requiredText(M.organisation, QUOTATION_TEXT_MAX, tooLong('The organisation')),
  phone: optionalPhoneSchema,
  notes: z.string().trim().max(QUOTATION_NOTES_MAX, M.notes).default(''),
});
export type RequestQuotation = z.input<typeof requestQuotationSchema>;
export const requestQuotationResponseSchema = messageResponseWith('number', z.string());
