import { z } from 'zod';
import { idSchema, pagedResponse } from './api.ts';
import { QUANTITY_CEILING } from './limits.ts';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  ADDRESS_PHONE_PATTERN,
  MOBILE_MONEY_PROVIDERS,
  normalizeSouthSudanMobile,
  ORDER_LINES_MAX,
  ORDER_MESSAGES as M,
  ORDER_STATUSES,
  AMOUNT_RECEIVED_MAX,
  PAYMENT_CONFIRM_MESSAGES,
  PAYMENT_METHODS,
  TRANSACTION_ID_MAX,
  TRANSACTION_ID_MIN,
} from './order-rules.ts';
import { MESSAGES } from './messages.ts';
import { PRODUCT_TYPES } from './stock-rules.ts';
import { TEXT_UPDATE_MESSAGES, UPDATE_CHANNELS } from './text-message-rules.ts';

const label = Object.fromEntries(ADDRESS_FIELDS) as Record<
  (typeof ADDRESS_FIELDS)[number][0],
  string
>;
const required = (field: keyof typeof label) =>
  z
    .string({ message: M.required(label[field]) })
    .trim()
    .min(1, M.required(label[field]))
    .max(ADDRESS_MAX_LENGTH[field], M.tooLong(label[field], ADDRESS_MAX_LENGTH[field]));

/** Every delivery field is required (docs/spec/account-and-company-site.md section 5). */
export const addressSchema = z.object({
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: required('email').pipe(z.email({ message: MESSAGES.invalidEmail })),
  street: required('street'),
  city: required('city'),
  state: required('state'),
  zipcode: required('zipcode'),
  country: required('country'),
  phone: required('phone').regex(ADDRESS_PHONE_PATTERN, M.invalidPhone),
});
export type Address = z.infer<typeof addressSchema>;

// The schema holds the ceiling; the shop's bound per line (a setting) and the stock are checked by
// the service, which names the line (docs/decisions/0054-bulk-quantities-and-company-places.md).
const quantityMessage = `quantity must be a whole number from 1 to ${QUANTITY_CEILING}`;
/**
 * A line as the client sends it. The spec's clients send whole product objects: only the id,
 * size and quantity are used; a `price` that disagrees with the database is reported back.
 */
export const orderItemInputSchema = z.object({
  _id: idSchema.transform((v) => v.toLowerCase()),
  size: z.string({ message: MESSAGES.selectSizeFirst }).trim().min(1).max(100),
  quantity: z
    .number({ message: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(QUANTITY_CEILING, quantityMessage),
  price: z.number().optional(),
});

export const placeOrderRequestSchema = z.object({
  address: addressSchema,
  items: z
    .array(orderItemInputSchema, { message: M.cartEmpty })
    .min(1, M.cartEmpty)
    .max(ORDER_LINES_MAX, `An order may hold at most ${ORDER_LINES_MAX} lines`),
  /** What the customer saw: cart total plus delivery. Refused when it disagrees with the server. */
  amount: z.number({ message: 'amount must be a number' }).nonnegative(),
  /**
   * Order updates by SMS or WhatsApp to the delivery phone besides e-mail, or e-mail only (the
   * default): docs/decisions/0066-order-updates-by-sms-and-whatsapp.md.
   */
  updatesBy: z.enum(UPDATE_CHANNELS, { message: TEXT_UPDATE_MESSAGES.chooseChannel }).optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const mobileMoneyNumberSchema = z
  .string({ message: M.enterMobileNumber })
  .trim()
  .min(1, M.enterMobileNumber)
  .max(30, M.invalidMobileNumber)
  .transform((v, ctx) => {
    const number = normalizeSouthSudanMobile(v);
    if (!number) {
      ctx.addIssue({ code: 'custom', message: M.invalidMobileNumber });
      return z.NEVER;
    }
    return number;
  });

export const mobileMoneyOrderRequestSchema = placeOrderRequestSchema.extend({
  mobileNumber: mobileMoneyNumberSchema,
  /** Not in the spec's payload, so optional for its clients; the storefront always sends it. */
  mobileProvider: z.enum(MOBILE_MONEY_PROVIDERS, { message: M.chooseProvider }).optional(),
});
export type MobileMoneyOrderRequest = z.input<typeof mobileMoneyOrderRequestSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  price: z.number(),
  category: z.string(),
  /** The product's unit when the order was placed (stock-rules.ts); price is per this unit. */
  productType: z.enum(PRODUCT_TYPES),
  measurement: z.string(),
  unit: z.string(),
  size: z.string(),
  quantity: z.number().int(),
});

export const orderStatusChangeSchema = z.object({
  status: z.string(),
  /** Milliseconds since the epoch. */
  date: z.number(),
  note: z.string().optional(),
});

/** Staff also see who made each change: a person's name, or null for the shop itself. */
export const adminOrderStatusChangeSchema = orderStatusChangeSchema.extend({
  by: z.string().nullable(),
});

export const orderSchema = z.object({
  _id: z.string(),
  /** Placed time in milliseconds since the epoch. */
  date: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** True once paid (mobile money confirmed by staff, or cash collected on delivery). */
  payment: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  mobileProvider: z.enum(MOBILE_MONEY_PROVIDERS).nullable(),
  mobileNumber: z.string().nullable(),
  transactionId: z.string().nullable(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** A discount staff gave (whole SSP, 0 for none): amount = subtotal + deliveryFee - discount. */
  discount: z.number().optional(),
  /** Why the discount was given; null without one (docs/decisions/0070-staff-orders.md). */
  discountReason: z.string().nullable().optional(),
  amount: z.number(),
  items: z.array(orderItemSchema),
  address: addressSchema,
  statusHistory: z.array(orderStatusChangeSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const userOrdersResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
});

/** The customer reports the mobile-money transaction id of an unpaid order. */
export const submitTransactionRequestSchema = z.object({
  orderId: idSchema.transform((v) => v.toLowerCase()),
  transactionId: z
    .string({ message: M.enterTransactionId })
    .trim()
    .min(4, M.enterTransactionId)
    .max(TRANSACTION_ID_MAX, M.enterTransactionId)
    .regex(/^[A-Za-z0-9.-]+$/, M.enterTransactionId),
});
export const orderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: orderSchema,
});

/** The payment return page's call: `success` is the client's word and is never trusted. */
export const verifyPaymentRequestSchema = z.object({
  success: z.union([z.boolean(), z.string().max(10)]).optional(),
  orderId: idSchema.transform((v) => v.toLowerCase()),
});
export const verifyPaymentResponseSchema = z.object({ success: z.literal(true) });

// Staff (under /api/admin, docs/architecture.md, "API conventions").
const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must look like 2026-01-31')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Dates must look like 2026-01-31');
export const adminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'Unknown order status' }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: 'Unknown payment method' }).optional(),
  paid: z
    .enum(['true', 'false'], { message: 'paid must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** Placed on or after this day (the shop's day, Juba time). */
  from: dateParam.optional(),
  /** Placed on or before this day (the shop's day, Juba time). */
  to: dateParam.optional(),
  /** Order number (last characters of the id), customer name or phone. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  statusHistory: z.array(adminOrderStatusChangeSchema),
  /** The SSP staff last recorded as received (a short payment leaves the order unpaid); null before. */
  amountReceived: z.number().nullable(),
  /**
   * Until when (milliseconds since the epoch) the last status change can be taken back, its
   * e-mail still unsent; null when it cannot (placed, cancelled, or before undo existed).
   */
  undoUntil: z.number().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = pagedResponse('orders', adminOrderSchema);
export const adminOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrderSchema,
});
export const orderStatusRequestSchema = z.object({
  status: z.enum(ORDER_STATUSES, { message: 'Unknown order status' }),
  note: z.string().trim().max(300).optional(),
});
export const confirmPaymentRequestSchema = z.object({
  /** The transaction id staff checked against the provider's statement (defaults to the customer's). */
  transactionId: z.string().trim().min(4).max(TRANSACTION_ID_MAX).optional(),
  /**
   * The SSP staff saw arrive on the statement (the admin's form asks for it; absent, the order's
   * amount). Short of the amount, the order stays unpaid with the difference noted.
   */
  amountReceived: z
    .number({ message: PAYMENT_CONFIRM_MESSAGES.amountReceived })
    .int(PAYMENT_CONFIRM_MESSAGES.amountReceived)
    .min(1, PAYMENT_CONFIRM_MESSAGES.amountReceived)
    .max(AMOUNT_RECEIVED_MAX, PAYMENT_CONFIRM_MESSAGES.amountReceived)
    .optional(),
});

/**
 * The admin's payment form: the same request, with both fields typed by staff from the
 * provider's statement (never the customer's reported id taken on trust).
 */
export const confirmPaymentFormSchema = z.object({
  transactionId: z
    .string()
    .trim()
    .min(TRANSACTION_ID_MIN, PAYMENT_CONFIRM_MESSAGES.transactionId)
    .max(TRANSACTION_ID_MAX, PAYMENT_CONFIRM_MESSAGES.transactionId),
  amountReceived: confirmPaymentRequestSchema.shape.amountReceived.unwrap(),
});

/** `/api/admin/orders/:id`: ids are stored lower-case. */
export const orderIdParamsSchema = z.object({
  id: idSchema.transform((v) => v.toLowerCase()),
});

/**
 * The optional `Idempotency-Key` header of the place-order calls: a retried request with the same
 * key answers the first order instead of creating a second one.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .regex(
    /^[\x21-\x7e]{8,100}$/,
    'The Idempotency-Key header must be 8 to 100 visible ASCII characters.',
  );
/** Headers of the place-order calls; every other header (the token among them) passes through. */
export const placeOrderHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

// Inferred shapes of this module's requests and responses, for the clients.
export type UserOrdersResponse = z.infer<typeof userOrdersResponseSchema>;
export type SubmitTransactionRequest = z.input<typeof submitTransactionRequestSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;
export type OrderStatusRequest = z.input<typeof orderStatusRequestSchema>;
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequestSchema>;
export type ConfirmPaymentForm = z.input<typeof confirmPaymentFormSchema>;
export type OrderIdParams = z.input<typeof orderIdParamsSchema>;
export type PlaceOrderHeaders = z.input<typeof placeOrderHeadersSchema>;
