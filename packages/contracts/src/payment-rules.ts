// Mobile money paid through the operator's own API (docs/decisions/0046-mobile-money-attempts.md):
// the states of a payment attempt, the operators that can be asked, and the customer's words.
// Free of zod: the storefront's checkout imports it.

// Which operators have an API (AUTO_PAYMENT_PROVIDERS) lives with the operators, in order-rules.ts.

/**
 * pending: the reference is stored and the request sent (or being sent); the shop asks the
 * operator until it answers. successful: the operator says the money moved. failed: the payer
 * declined, the operator refused the request or never received it. expired: still undecided when
 * the attempt's time ran out.
 */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PAYMENT_MESSAGES = {
  started: (amount: string) => `Approve the payment of ${amount} on your phone.`,
  alreadyWaiting: 'A payment request for this order is already waiting for your approval.',
  notConfigured:
    'Paying from your phone is not available just now. Pay by hand with a transaction id, or choose cash on delivery.',
  unavailable:
    'The mobile money operator cannot be reached just now. Try again, pay by hand with a transaction id, or choose cash on delivery.',
  notMobileMoney: 'This order is not paid by mobile money.',
  otherProvider: (provider: string) => `This order is paid with ${provider}.`,
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order is cancelled.',
  attemptNotFound: 'Payment not found.',
  unknownReference: 'Unknown payment reference.',
  tooManyStarts: 'Too many payment requests. Please wait a few minutes and try again.',
  tooManyChecks: 'Too many checks of this payment. Please wait a moment.',
  // Reasons kept on an attempt (shown to the customer and to staff).
  declined: 'The payment was declined on the phone.',
  refused: (why: string) => `The operator refused the request: ${why}`,
  neverReceived: 'The operator never received the payment request.',
  expired: 'The payment was not approved in time.',
  amountDiffers: (expected: string, got: string) =>
    `The operator reports ${got} where the order asks for ${expected}; staff will check it.`,
  transactionUsed: (transactionId: string) =>
    `The operator's transaction ${transactionId} already pays another order; staff will check it.`,
  orderNotPayable: 'The money arrived after the order was paid or cancelled; staff will refund it.',
} as const;
