// A test, not a page: it compares the browser's rules with the server's zod schema.
// eslint-disable-next-line no-restricted-imports
import { addressSchema, mobileMoneyNumberSchema } from '@shop/contracts';
import { ORDER_MESSAGES, TEXT_UPDATE_MESSAGES } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  addressFieldError,
  checkoutFieldErrors,
  emptyAddress,
  firstMessage,
  mobileNumberError,
  prefillAddress,
  validateAddress,
  validateCheckout,
  type AddressValues,
} from './checkout-validation';

const GOOD: AddressValues = {
  firstName: 'Achol',
  lastName: 'Deng',
  email: 'achol@example.com',
  street: 'Airport Road 12',
  city: 'Juba',
  state: 'Central Equatoria',
  zipcode: '00211',
  country: 'South Sudan',
  phone: '+211 921 234 567',
};

/** The server schema's message for one field of `values`, or undefined. */
function serverMessage(values: AddressValues, field: keyof AddressValues) {
  const result = addressSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('checkout validation', () => {
  it('accepts a complete address and defaults the country to South Sudan', () => {
    expect(validateAddress(GOOD)).toEqual({});
    expect(emptyAddress().country).toBe('South Sudan');
  });

  it('asks for every field, in the form order, with the server schema’s own words', () => {
    const errors = validateAddress({ ...emptyAddress(), country: ' ' });
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'email',
      'street',
      'city',
      'state',
      'zipcode',
      'country',
      'phone',
    ]);
    for (const field of Object.keys(GOOD) as (keyof AddressValues)[]) {
      const blank = { ...GOOD, [field]: '  ' };
      expect(addressFieldError(field, '  ')).toBe(serverMessage(blank, field));
    }
    expect(errors.state).toBe('Please enter your state / province');
  });

  it('agrees with the server on e-mail, phone and length', () => {
    const cases: [keyof AddressValues, string][] = [
      ['email', 'not-an-email'],
      ['email', 'a@b'],
      ['phone', 'call me'],
      ['phone', '12'],
      ['zipcode', '1'.repeat(21)],
      ['street', 'x'.repeat(201)],
    ];
    for (const [field, value] of cases) {
      const message = addressFieldError(field, value);
      expect(message, `${field}=${value}`).toBeDefined();
      expect(message).toBe(serverMessage({ ...GOOD, [field]: value }, field));
    }
    expect(addressFieldError('phone', '0921-234-567')).toBeUndefined();
  });

  it('needs a South Sudan mobile money number', () => {
    expect(mobileNumberError('  ')).toBe(ORDER_MESSAGES.enterMobileNumber);
    expect(mobileNumberError('12345')).toBe(ORDER_MESSAGES.invalidMobileNumber);
    expect(mobileNumberError('0921 234 567')).toBeUndefined();
    expect(mobileMoneyNumberSchema.safeParse('0921 234 567').success).toBe(true);
    expect(mobileMoneyNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      mobileNumberError('12345'),
    );
  });

  it('checks the mobile money number only when paying by mobile money, after the address', () => {
    const cod = {
      address: GOOD,
      method: 'cod',
      provider: 'MTN',
      mobileNumber: '',
      updatesBy: 'email',
    } as const;
    expect(validateCheckout(cod)).toEqual({
      address: {},
      mobileNumber: undefined,
      first: undefined,
    });
    expect(firstMessage(validateCheckout(cod))).toBeUndefined();

    const mobile = { ...cod, method: 'mobile_money' } as const;
    expect(validateCheckout(mobile).first).toBe('mobileNumber');
    expect(firstMessage(validateCheckout(mobile))).toBe(ORDER_MESSAGES.enterMobileNumber);

    const noCity = validateCheckout({ ...mobile, address: { ...GOOD, city: '' } });
    expect(noCity.first).toBe('city');
    expect(firstMessage(noCity)).toBe('Please enter your city');
    expect(noCity.mobileNumber).toBe(ORDER_MESSAGES.enterMobileNumber);
  });

  it('asks for a South Sudan mobile as the phone when updates go by SMS or WhatsApp', () => {
    const values = {
      address: { ...GOOD, phone: '+44 20 7946 0958' },
      method: 'cod',
      provider: 'MTN',
      mobileNumber: '',
      updatesBy: 'email',
    } as const;
    expect(validateCheckout(values).first).toBeUndefined();
    for (const updatesBy of ['sms', 'whatsapp'] as const) {
      const checked = validateCheckout({ ...values, updatesBy });
      expect(checked.first).toBe('phone');
      expect(firstMessage(checked)).toBe(TEXT_UPDATE_MESSAGES.needsMobile);
      const mobile = { ...values, updatesBy, address: { ...GOOD, phone: '0921 234 567' } };
      expect(validateCheckout(mobile).first).toBeUndefined();
    }
  });

  it('places the server’s per-field errors on the form’s fields by name', () => {
    const mapped = checkoutFieldErrors({
      amount: 'amount must be a number',
      mobileNumber: ORDER_MESSAGES.enterMobileNumber,
      'address.phone': 'Please enter a valid phone number',
      'address.zipcode': 'Please enter your zip code',
    });
    expect(mapped).toEqual({
      address: {
        zipcode: 'Please enter your zip code',
        phone: 'Please enter a valid phone number',
      },
      mobileNumber: ORDER_MESSAGES.enterMobileNumber,
      // The form's order, not the answer's: the zip code comes before the phone.
      first: 'zipcode',
    });
  });

  it('leaves a refusal without fields to the summary message', () => {
    expect(checkoutFieldErrors({})).toEqual({ address: {} });
    expect(checkoutFieldErrors({ items: 'The price of a chair changed' }).first).toBeUndefined();
  });

  it('prefills only the empty fields from the profile', () => {
    const values = prefillAddress(
      { ...emptyAddress(), email: 'typed@example.com' },
      {
        name: ' Achol  Mary Deng ',
        email: 'profile@example.com',
        phone: '0921234567',
        address: '',
      },
    );
    expect(values).toMatchObject({
      firstName: 'Achol',
      lastName: 'Mary Deng',
      email: 'typed@example.com',
      phone: '0921234567',
      street: '',
      country: 'South Sudan',
    });
  });
});
