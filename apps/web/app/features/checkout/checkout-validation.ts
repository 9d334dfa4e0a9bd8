import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  ADDRESS_PHONE_PATTERN,
  MESSAGES,
  normalizeSouthSudanMobile,
  ORDER_MESSAGES as M,
  type AddressField,
} from '@shop/contracts/client';

// The browser's copy of the checkout rules, built from the same zod-free rules and texts the
// server's schema uses (packages/contracts/src/order.ts), so both say the same thing. The server
// still checks everything; its messages are mapped back to fields by `fieldOfServerMessage`.

export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const DEFAULT_COUNTRY = 'South Sudan';

export const ADDRESS_LABELS = Object.fromEntries(ADDRESS_FIELDS) as Record<AddressField, string>;

export function emptyAddress(): AddressValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    street: '',
    city: '',
    state: '',
    zipcode: '',
    country: DEFAULT_COUNTRY,
    phone: '',
  };
}

// The shape zod's z.email() accepts for ordinary addresses: something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The message for one delivery field, or undefined when it is fine. */
export function addressFieldError(field: AddressField, raw: string): string | undefined {
  const value = raw.trim();
  const label = ADDRESS_LABELS[field];
  if (!value) return M.required(label);
  if (value.length > ADDRESS_MAX_LENGTH[field]) return M.tooLong(label, ADDRESS_MAX_LENGTH[field]);
  if (field === 'email' && !EMAIL.test(value)) return MESSAGES.invalidEmail;
  if (field === 'phone' && !ADDRESS_PHONE_PATTERN.test(value)) return M.invalidPhone;
  return undefined;
}

/** Every field's message, in the form's order (the first one gets the focus). */
export function validateAddress(values: AddressValues): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field] of ADDRESS_FIELDS) {
    const message = addressFieldError(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The mobile money number's message (blank, or not a South Sudan mobile), or undefined. */
export function mobileNumberError(raw: string): string | undefined {
  if (!raw.trim()) return M.enterMobileNumber;
  if (raw.trim().length > 30 || !normalizeSouthSudanMobile(raw)) return M.invalidMobileNumber;
  return undefined;
}

export type CheckoutField = AddressField | 'mobileNumber';

/**
 * Which field a server message is about, when it is one of the per-field messages above; the
 * server answers 400 with the first problem's message only.
 */
export function fieldOfServerMessage(message: string): CheckoutField | null {
  if (message === M.enterMobileNumber || message === M.invalidMobileNumber) return 'mobileNumber';
  if (message === MESSAGES.invalidEmail) return 'email';
  if (message === M.invalidPhone) return 'phone';
  for (const [field, label] of ADDRESS_FIELDS) {
    if (message === M.required(label) || message === M.tooLong(label, ADDRESS_MAX_LENGTH[field]))
      return field;
  }
  return null;
}

/** Fills the fields the customer has not typed in yet from their profile. */
export function prefillAddress(
  values: AddressValues,
  profile: { name: string; email: string; phone: string; address: string },
): AddressValues {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const known: Partial<AddressValues> = {
    firstName: first,
    lastName: rest.join(' '),
    email: profile.email,
    phone: profile.phone,
    street: profile.address,
  };
  const next = { ...values };
  for (const [field, value] of Object.entries(known) as [AddressField, string][]) {
    if (!next[field].trim() && value?.trim()) next[field] = value.trim();
  }
  return next;
}
