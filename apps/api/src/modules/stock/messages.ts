// Refusals of the back-in-stock requests that the shared STOCK_MESSAGES do not cover: only the API
// says them, and the storefront shows the answer's message as it is.

/** Most back-in-stock requests one account keeps waiting at once. */
export const STOCK_ALERTS_MAX = 50;

export const STOCK_ALERT_ERRORS = {
  tooManyWaiting: `You are already waiting for ${STOCK_ALERTS_MAX} products to come back. Remove some requests on their product pages first.`,
  tooManyRequests:
    'You changed your back-in-stock requests too often. Please wait a few minutes and try again.',
} as const;
