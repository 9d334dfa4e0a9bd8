// Order rules and texts shared by the API and the screens (docs/spec/account-and-company-site.md sections
// 4, 5, 8 and 9; docs/architecture.md, "Where the specifications disagree or are silent").
// Zod-free, so the browser can use them.

import { formatPrice } from './price.ts';

export const ORDER_STATUSES = [
  'Order Placed',
  'Processing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only moves staff may make. An order never goes back, and once it has left the warehouse it
 * can no longer be cancelled (the goods are on the road).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  'Order Placed': ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Out for delivery', 'Delivered'],
  'Out for delivery': ['Delivered'],
  Delivered: [],
  Cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

// In a module of its own: the shared StatusBadge reads it, and the storefront bundles the ui kit
// into the chunk every page loads; the rest of these rules stay with the order pages.
export { orderStatusTone, type StatusTone } from './order-status-tone.ts';

export const PAYMENT_METHODS = ['cod', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on Delivery',
  mobile_money: 'Mobile Money',
};

export const MOBILE_MONEY_PROVIDERS = ['MTN', 'Airtel', 'UTL'] as const;
export type MobileMoneyProvider = (typeof MOBILE_MONEY_PROVIDERS)[number];

/**
 * The operators whose collection API the shop can ask (MTN MoMo, Airtel Money: decisions 0046,
 * 0048); the others (UTL) are paid by hand. Here, beside the operators, because the order list
 * and the checkout need it on their first load (payment-rules.ts would be a file of its own).
 */
export const AUTO_PAYMENT_PROVIDERS = [
  'MTN',
  'Airtel',
] as const satisfies readonly MobileMoneyProvider[];
export type AutoPaymentProvider = (typeof AUTO_PAYMENT_PROVIDERS)[number];

/** Whether an order's operator is one whose API the shop can ask (configured or not). */
export const isAutoPaymentProvider = (
  provider: string | null | undefined,
): provider is AutoPaymentProvider =>
  (AUTO_PAYMENT_PROVIDERS as readonly string[]).includes(provider ?? '');

/** Order number shown to people: the last 6 characters of the id (spec section 9). */
export const orderNumber = (id: string) => id.slice(-6).toUpperCase();

/**
 * How long after a status change staff may take it back: the customer's e-mail about it waits in
 * the outbox that long, and an undo withdraws it unsent (docs/decisions/0057-admin-fixes.md).
 * Cancellations are not taken back (their units are already back in stock): they ask first.
 */
export const STATUS_UNDO_SECONDS = 30;

/** The subject of the e-mail a status change sends the customer, as the dialog names it. */
export const statusMailSubject = (id: string, status: OrderStatus) =>
  `Order ${orderNumber(id)}: ${status}`;

/** The order's steps in their usual sequence; Cancelled is off the path. */
const ORDER_PATH: readonly OrderStatus[] = [
  'Order Placed',
  'Processing',
  'Shipped',
  'Out for delivery',
  'Delivered',
];

/** The usual steps a move passes over (Shipped straight to Delivered skips Out for delivery). */
export function skippedSteps(from: OrderStatus, to: OrderStatus): OrderStatus[] {
  const start = ORDER_PATH.indexOf(from);
  const end = ORDER_PATH.indexOf(to);
  if (start < 0 || end < 0 || end <= start) return [];
  return ORDER_PATH.slice(start + 1, end);
}

/**
 * A South Sudan mobile number in any usual spelling (0921 234 567, +211 92 123 4567, 211921234567)
 * as +2119XXXXXXXX, or null when it is not one. Mobile numbers there are 9 digits starting with 9.
 */
export function normalizeSouthSudanMobile(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?211|0)?(9[1-9]\d{7})$/.exec(digits);
  return match ? `+211${match[1]}` : null;
}

/** Delivery fields in the order the form shows them, with their labels. */
export const ADDRESS_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email address'],
  ['street', 'Street'],
  ['city', 'City'],
  ['state', 'State / Province'],
  ['zipcode', 'Zip code'],
  ['country', 'Country'],
  ['phone', 'Phone'],
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number][0];

/** Longest value each delivery field accepts (the schema and the form's maxLength agree). */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  firstName: 100,
  lastName: 100,
  email: 254,
  street: 200,
  city: 100,
  state: 100,
  zipcode: 20,
  country: 100,
  phone: 30,
};

/** A delivery phone: digits, spaces, dashes and brackets, optionally after a leading '+'. */
export const ADDRESS_PHONE_PATTERN = /^[+\d][\d\s\-()]{5,}$/;

export const ORDER_LINES_MAX = 100;
/** The largest amount staff may record as received (SSP): well above any order's total. */
export const AMOUNT_RECEIVED_MAX = 10_000_000_000;

export const PAYMENT_CONFIRM_MESSAGES = {
  transactionId: "Type the transaction id from the provider's statement (4 to 40 characters).",
  amountReceived: 'Type the amount received in SSP, a whole number, as the statement shows it.',
} as const;

/** "Received SSP 900.00 of SSP 1,000.00: SSP 100.00 short", for a payment short of the total. */
export const paymentShortfall = (received: number, amount: number) =>
  `Received ${formatPrice(received)} of ${formatPrice(amount)}: ${formatPrice(amount - received)} short`;

export const TRANSACTION_ID_MAX = 40;
export const TRANSACTION_ID_MIN = 4;
/** A mobile money transaction id as the providers' SMS show it: letters, digits, dots, dashes. */
export const TRANSACTION_ID_PATTERN = /^[A-Za-z0-9.-]+$/;
export const COD_TOAST_MS = 5_000;
export const MOBILE_MONEY_TOAST_MS = 6_000;

export const ORDER_MESSAGES = {
  cartEmpty: '🛒 Your cart is empty. Please add items before placing an order.',
  processing: '🔄 Processing your order...',
  codSuccess:
    "🎉 Thank you for your order! Your order has been placed successfully. We'll contact you soon for delivery details.",
  mobileMoneySuccess: (number: string) =>
    `📱 Payment instructions have been sent to ${number}. Your order will be processed once your payment is confirmed.`,
  enterMobileNumber: 'Please enter your mobile money number',
  invalidMobileNumber: 'Please enter a South Sudan mobile number, for example 0921 234 567',
  chooseProvider: 'Please choose MTN, Airtel or UTL',
  required: (label: string) => `Please enter your ${label.toLowerCase()}`,
  invalidPhone: 'Please enter a valid phone number',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  noOrders: 'No orders yet',
  orderNotFound: 'Order not found.',
  transactionSaved: 'Thank you! We will confirm your payment shortly.',
  enterTransactionId: 'Please enter the transaction id from your mobile money message',
  notAwaitingPayment: 'This order is not waiting for a mobile money payment.',
  paymentNotConfirmed: 'Payment for this order has not been confirmed.',
  // Switching an unpaid mobile money order to cash on delivery (the order is kept).
  cashOnDeliveryChosen: 'Done: you will pay in cash when your order arrives.',
  approvalWaiting:
    'A payment request for this order is waiting on your phone. Approve or decline it there first.',
  transactionReported:
    'You sent a transaction id for this order, so we are checking that payment. Call us if it was a mistake.',
  verifyText: 'Verify',
} as const;
