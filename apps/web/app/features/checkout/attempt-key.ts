import { STORAGE_KEYS, type CartData } from '@shop/contracts/client';

// One Idempotency-Key per order attempt (docs/architecture.md, "API conventions"): the same cart
// keeps the same key until the order succeeds, so a double click or a retry after a lost answer
// returns the order already placed. It lives in sessionStorage so a reload in the middle keeps it
// too.
const STORAGE_KEY = STORAGE_KEYS.orderAttempt;

interface Attempt {
  cart: string;
  key: string;
}

/** The cart as a stable string: the same lines in any order give the same text. */
export function cartSignature(cart: CartData): string {
  return JSON.stringify(
    Object.entries(cart)
      .flatMap(([id, sizes]) => Object.entries(sizes).map(([size, q]) => [id, size, q]))
      .sort(),
  );
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  // Older browsers on plain HTTP have no randomUUID; getRandomValues is everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memory: Attempt | null = null;

function read(): Attempt | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Attempt | null;
    return parsed && typeof parsed.cart === 'string' && typeof parsed.key === 'string'
      ? parsed
      : memory;
  } catch {
    return memory;
  }
}

function write(attempt: Attempt | null) {
  memory = attempt;
  try {
    if (attempt) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attempt));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: the key lasts for this page.
  }
}

/** The key for ordering this cart: the current attempt's, or a new one when the cart changed. */
export function attemptKey(cart: CartData): string {
  const signature = cartSignature(cart);
  const current = read();
  if (current && current.cart === signature) return current.key;
  const attempt = { cart: signature, key: newKey() };
  write(attempt);
  return attempt.key;
}

/** The order went through: the next order is a new attempt. */
export function finishAttempt(): void {
  write(null);
}
