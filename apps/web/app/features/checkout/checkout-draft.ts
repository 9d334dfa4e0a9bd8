import {
  ADDRESS_FIELDS,
  MOBILE_MONEY_PROVIDERS,
  PAYMENT_METHODS,
  STORAGE_KEYS,
  UPDATE_CHANNELS,
} from '@shop/contracts/client';
import type { CheckoutValues } from './checkout-validation';

// What was typed in the checkout, kept for the session (sessionStorage) so a reload mid-checkout
// keeps it (docs/decisions/0051-email-change-and-saved-addresses.md). Kept under the session's
// token, so another account signed in here never reads it; forgotten once the order is placed
// and at sign-out (lib/forget-kept.ts). Storage that is full or refused keeps nothing.
const KEY = STORAGE_KEYS.checkoutDraft;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length < 500;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** The draft this session kept, when it is whole and this account's; else undefined. */
export function readDraft(token: string): CheckoutValues | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      token?: unknown;
      values?: Partial<CheckoutValues>;
    } | null;
    const values = kept?.token === token ? kept.values : undefined;
    if (!values?.address || !isText(values.mobileNumber)) return undefined;
    if (!oneOf(PAYMENT_METHODS, values.method) || !oneOf(MOBILE_MONEY_PROVIDERS, values.provider))
      return undefined;
    const address = values.address;
    if (!ADDRESS_FIELDS.every(([field]) => isText(address[field]))) return undefined;
    // A draft kept before the updates choice existed: e-mail only, as before.
    const updatesBy = oneOf(UPDATE_CHANNELS, values.updatesBy) ? values.updatesBy : 'email';
    return { ...values, updatesBy } as CheckoutValues;
  } catch {
    return undefined;
  }
}

export function keepDraft(token: string, values: CheckoutValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ token, values }));
  } catch {
    // Full or refused: the fields last as long as the page.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
