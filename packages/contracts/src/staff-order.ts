// Orders entered by staff for phone and walk-in customers, and their lines edited before dispatch
// (docs/decisions/0070-staff-orders.md): `POST /api/admin/orders` and
// `PUT /api/admin/orders/:id/lines`. Prices are never sent: the server reads them as checkout does.
import { z } from 'zod';
import { idSchema } from './api.ts';
import { QUANTITY_CEILING } from './limits.ts';
import { MESSAGES } from './messages.ts';
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_PHONE_PATTERN,
  MOBILE_MONEY_PROVIDERS,
  ORDER_LINES_MAX,
  ORDER_MESSAGES as M,
} from './order-rules.ts';
import { mobileMoneyNumberSchema } from './order.ts';

/**
 * Whether an account's e-mail is the stand-in of a customer staff entered without one: its domain
 * is the reserved `.invalid` (RFC 6761), which no mail reaches. Shown as "No e-mail".
 */
export const isStandInEmail = (email: string) => /\.invalid$/i.test(email.trim());

/** The longest reason staff may give for a discount. */
export const DISCOUNT_REASON_MAX = 200;
/** Editable while the order is one of these: nothing has left the depot yet. */
export const EDITABLE_ORDER_STATUSES = ['Order Placed', 'Processing'] as const;

export const STAFF_ORDER_MESSAGES = {
  chooseCustomer: 'Choose an existing customer or enter the new customer’s name and phone.',
  customerName: 'Enter the customer’s name.',
  customerGone: 'That customer account no longer exists; search for the customer again.',
  linesRequired: 'Add at least one line.',
  discountAmount: 'Type the discount in SSP, a whole number of 1 or more.',
  discountReason: 'Say why the discount is given.',
  discountTooBig: (subtotal: string) =>
    `The discount cannot be more than the lines’ subtotal (${subtotal}).`,
  choosePayment: 'Choose how the customer pays.',
  notEditable: (status: string) =>
    `This order is ${status}: its items can only be changed while it is Order Placed or Processing.`,
  paidTotalChanges: (paid: string) =>
    `This order is already paid (${paid}): a change that alters its total cannot be made. Cancel it and enter a new order instead.`,
  enteredBy: (name: string) => `Entered by ${name}`,
  edited: (name: string) => `Items edited by ${name}`,
  orderEntered: 'Order entered.',
  itemsSaved: 'Items saved; stock and totals updated.',
} as const;
const S = STAFF_ORDER_MESSAGES;

const quantityMessage = `quantity must be a whole number from 1 to ${QUANTITY_CEILING}`;
/** A line as staff pick it: product, size and quantity only (a sent price is ignored). */
export const staffOrderLineSchema = z.object({
  _id: idSchema.transform((v) => v.toLowerCase()),
  size: z.string({ message: MESSAGES.selectSizeFirst }).trim().min(1).max(100),
  quantity: z
    .number({ message: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(QUANTITY_CEILING, quantityMessage),
});

const lines = z
  .array(staffOrderLineSchema, { message: S.linesRequired })
  .min(1, S.linesRequired)
  .max(ORDER_LINES_MAX, `An order may hold at most ${ORDER_LINES_MAX} lines`);

/** A discount line: an amount in whole SSP and why (never more than the subtotal, checked on the server). */
export const discountSchema = z.object({
  amount: z
    .number({ message: S.discountAmount })
    .int(S.discountAmount)
    .min(1, S.discountAmount)
    .max(Number.MAX_SAFE_INTEGER, S.discountAmount),
  reason: z
    .string({ message: S.discountReason })
    .trim()
    .min(1, S.discountReason)
    .max(DISCOUNT_REASON_MAX, `The reason may be at most ${DISCOUNT_REASON_MAX} characters.`),
});
export type Discount = z.infer<typeof discountSchema>;

const text = (label: string, max: number) =>
  z
    .string({ message: `Enter the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}.`)
    .max(max, M.tooLong(label, max));

/** A customer new to the shop (walk-in or on the phone): an account without a password is made. */
export const newCustomerSchema = z.object({
  name: text('Name', 100),
  phone: text('Phone', ADDRESS_MAX_LENGTH.phone).regex(ADDRESS_PHONE_PATTERN, M.invalidPhone),
  email: z
    .union([z.literal(''), z.email({ message: MESSAGES.invalidEmail }).max(254)])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});

/** Where the order goes: delivered to an address, or collected at the depot (no delivery fee). */
export const staffDeliverySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('collect') }),
    z.object({
      kind: z.literal('deliver'),
      street: text('Street', ADDRESS_MAX_LENGTH.street),
      city: text('City', ADDRESS_MAX_LENGTH.city),
      state: text('State', ADDRESS_MAX_LENGTH.state),
      zipcode: z.string().trim().max(ADDRESS_MAX_LENGTH.zipcode).optional(),
      country: text('Country', ADDRESS_MAX_LENGTH.country),
    }),
  ],
  { message: 'Choose delivery to an address or collection at the depot.' },
);

/**
 * How the customer pays: cash on delivery (or on collection), mobile money (paid later and
 * confirmed by staff as any mobile-money order), or cash already paid at the counter.
 */
export const staffPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('cod') }),
    z.object({ method: z.literal('counter') }),
    z.object({
      method: z.literal('mobile_money'),
      number: mobileMoneyNumberSchema,
      provider: z.enum(MOBILE_MONEY_PROVIDERS, { message: M.chooseProvider }).optional(),
    }),
  ],
  { message: S.choosePayment },
);

export const staffOrderRequestSchema = z
  .object({
    /** An existing customer's account (found with the customers search)... */
    customerId: idSchema.transform((v) => v.toLowerCase()).optional(),
    /** ...or a new one. */
    newCustomer: newCustomerSchema.optional(),
    /** The phone to reach the customer on for this order (an existing customer's may differ). */
    phone: z
      .string()
      .trim()
      .max(ADDRESS_MAX_LENGTH.phone)
      .regex(ADDRESS_PHONE_PATTERN, M.invalidPhone)
      .optional(),
    delivery: staffDeliverySchema,
    items: lines,
    discount: discountSchema.optional(),
    payment: staffPaymentSchema,
    note: z.string().trim().max(300).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.customerId === !v.newCustomer)
      ctx.addIssue({ code: 'custom', path: ['customerId'], message: S.chooseCustomer });
  });
export type StaffOrderRequest = z.input<typeof staffOrderRequestSchema>;

/** The lines the order should hold from now on, and its discount (absent: none). */
export const editOrderLinesRequestSchema = z.object({
  items: lines,
  discount: discountSchema.optional(),
});
export type EditOrderLinesRequest = z.input<typeof editOrderLinesRequestSchema>;
