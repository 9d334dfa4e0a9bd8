import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  ADDRESS_PHONE_PATTERN,
  MESSAGES,
  normalizeSouthSudanMobile,
  ORDER_MESSAGES as M,
  type AddressField,
  type FieldErrors,
  type MobileMoneyProvider,
  type PaymentMethod,
  TEXT_UPDATE_MESSAGES,
  type UpdateChannel,
} from '@shop/contracts/client';

// The browser's copy of the checkout rules, built from the same zod-free rules and texts the
// server's schema uses (packages/contracts/src/order.ts), so both say the same thing. The server
// still checks everything; its per-field answers come back by field name (`checkoutFieldErrors`).

export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** What the customer chose and typed: the delivery address and the payment. */
export interface CheckoutValues {
  address: AddressValues;
  method: PaymentMethod;
  provider: MobileMoneyProvider;
  mobileNumber: string;
  /** Order updates by SMS or WhatsApp to the delivery phone, or e-mail only (decision 0066). */
  updatesBy: UpdateChannel;
}

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

/** The id of a field's input: the fieldsets give it, the checkout moves the focus by it. */
export const fieldId = (field: string) => `checkout-${field}`;

/** The messages by field of this form. */
export interface CheckoutErrors {
  address: AddressErrors;
  mobileNumber?: string;
}

/** What the browser or the server found wrong, by field; `first` is the one to focus. */
export interface CheckoutFieldErrors extends CheckoutErrors {
  first?: CheckoutField;
}

/** Every field's message for what was typed (the number only when paying by mobile money). */
export function validateCheckout(values: CheckoutValues): CheckoutFieldErrors {
  const address = validateAddress(values.address);
  // SMS and WhatsApp reach the delivery phone only if it is a South Sudan mobile number.
  if (
    values.updatesBy !== 'email' &&
    !address.phone &&
    !normalizeSouthSudanMobile(values.address.phone)
  )
    address.phone = TEXT_UPDATE_MESSAGES.needsMobile;
  const mobileNumber =
    values.method === 'mobile_money' ? mobileNumberError(values.mobileNumber) : undefined;
  const first =
    (Object.keys(address)[0] as AddressField | undefined) ??
    (mobileNumber ? 'mobileNumber' : undefined);
  return { address, mobileNumber, first };
}

/** The message of the field to fix first, or undefined when there is none. */
export function firstMessage({ address, mobileNumber, first }: CheckoutFieldErrors) {
  return first === 'mobileNumber' ? mobileNumber : first && address[first];
}

/**
 * The server's per-field messages (`address.phone`, `mobileNumber`: the request's own names)
 * placed on this form's fields; names the form does not show are left to the summary message.
 */
export function checkoutFieldErrors(errors: FieldErrors): CheckoutFieldErrors {
  const result: CheckoutFieldErrors = { address: {} };
  for (const [field] of ADDRESS_FIELDS) {
    const message = errors[`address.${field}`];
    if (message === undefined) continue;
    result.address[field] = message;
    result.first ??= field;
  }
  const mobile = errors.mobileNumber;
  if (mobile !== undefined) {
    result.mobileNumber = mobile;
    result.first ??= 'mobileNumber';
  }
  return result;
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
