/**
 * Every key the browser stores under. The session lives in localStorage and sessionStorage
 * (docs/spec/account-and-company-site.md section 4); the storefront and the admin site share one origin,
 * so they share the session keys: staff signed in on the storefront arrive in the admin signed in.
 */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  /** The visitor's cart (signed out), versioned so an old shape is never read as the new one. */
  cart: 'shop:cart:v1',
  /** A signed-in customer's cart changes not yet sent (no connection), under the session's token. */
  cartUnsent: 'shop:cart-unsent:v1',
  /**
   * The signed-in customer's favourites as last read, and changes made without a connection,
   * kept for that session only (forgotten at sign-out).
   */
  favorites: 'shop:favorites:v1',
  /** The checkout attempt's Idempotency-Key, kept across a reload (sessionStorage). */
  orderAttempt: 'shop:order-attempt:v1',
  /** What was typed in the checkout, kept across a reload for the session (sessionStorage). */
  checkoutDraft: 'shop:checkout:v1',
  /** The shopping assistant's conversation and its sessionId, kept for the visit (sessionStorage). */
  chat: 'shop:chat:v1',
} as const;
