import { ORDER_MESSAGES, type User } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  initialCheckout,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-reducer';
import { validateCheckout } from './checkout-validation';

/** The state after `actions`, from the page's first state. */
const after = (...actions: CheckoutAction[]): CheckoutState =>
  actions.reduce(checkoutReducer, initialCheckout());

const LINES = [
  { key: 'chair|Large', quantity: 2 },
  { key: 'desk|Standard', quantity: 1 },
];

const USER: User = {
  _id: 'u1',
  name: 'Achol Deng',
  email: 'achol@example.com',
  role: 'customer',
  staffRole: null,
  phone: '+211 921 234 567',
  address: 'Airport Road, Plot 12',
  dateOfBirth: '',
  gender: '',
  preferences: [],
  profilePicture: '',
  joinedDate: '2026-01-01',
};

describe('checkout state: values', () => {
  it('starts empty, paying cash on delivery with MTN offered, South Sudan filled in', () => {
    const state = initialCheckout();
    expect(state.values).toMatchObject({ method: 'cod', provider: 'MTN', mobileNumber: '' });
    expect(state.values.address.country).toBe('South Sudan');
    expect(state.values.address.firstName).toBe('');
    expect(state).toMatchObject({ busy: false, problem: null, conflict: false, placed: false });
  });

  it('keeps what is typed, and typing in a field takes its message away', () => {
    const checked = after({ type: 'checked', errors: validateCheckout(initialCheckout().values) });
    expect(checked.errors.address.city).toBe('Please enter your city');
    const typed = checkoutReducer(checked, { type: 'field', field: 'city', value: 'Juba' });
    expect(typed.values.address.city).toBe('Juba');
    expect(typed.errors.address.city).toBeUndefined();
    expect(typed.errors.address.street).toBe('Please enter your street');
  });

  it('chooses the payment and its number; either takes the number’s message away', () => {
    const refused: CheckoutAction = {
      type: 'refused',
      message: 'Please check your details.',
      errors: { mobileNumber: ORDER_MESSAGES.invalidMobileNumber },
    };
    const state = after(
      { type: 'method', method: 'mobile_money' },
      { type: 'provider', provider: 'Airtel' },
      { type: 'mobileNumber', value: '0921 234 567' },
      refused,
    );
    expect(state.values).toMatchObject({
      method: 'mobile_money',
      provider: 'Airtel',
      mobileNumber: '0921 234 567',
    });
    expect(state.errors.mobileNumber).toBe(ORDER_MESSAGES.invalidMobileNumber);
    expect(
      checkoutReducer(state, { type: 'mobileNumber', value: '0921' }).errors.mobileNumber,
    ).toBeUndefined();
    expect(
      checkoutReducer(state, { type: 'method', method: 'cod' }).errors.mobileNumber,
    ).toBeUndefined();
  });

  it('fills in from the profile only what was not typed yet', () => {
    const state = after(
      { type: 'field', field: 'email', value: 'typed@example.com' },
      { type: 'prefill', user: USER },
    );
    expect(state.values.address).toMatchObject({
      firstName: 'Achol',
      lastName: 'Deng',
      email: 'typed@example.com',
      phone: '+211 921 234 567',
      street: 'Airport Road, Plot 12',
    });
  });
});

describe('checkout state: the browser’s checks', () => {
  it('replaces every field’s message and focuses the first field to fix', () => {
    const state = after({ type: 'checked', errors: validateCheckout(initialCheckout().values) });
    expect(Object.keys(state.errors.address)[0]).toBe('firstName');
    expect(state.focus).toBe('firstName');
    expect(checkoutReducer(state, { type: 'focused' }).focus).toBeNull();
  });

  it('clears the messages left by the server when everything is fine', () => {
    const refused = after(
      { type: 'send', lines: LINES },
      { type: 'refused', message: 'No.', errors: { 'address.phone': 'Unreachable.' } },
    );
    expect(refused.errors.address.phone).toBe('Unreachable.');
    const checked = checkoutReducer(refused, { type: 'checked', errors: { address: {} } });
    expect(checked.errors).toEqual({ address: {} });
  });

  it('a new try takes the last refusal’s words away, and nothing else', () => {
    const refused = after({ type: 'refused', message: 'You are offline.' });
    expect(refused.problem).toBe('You are offline.');
    const tried = checkoutReducer(refused, { type: 'submit' });
    expect(tried).toEqual({ ...refused, problem: null });
  });
});

describe('checkout state: sending and the answer', () => {
  it('is busy while the order is on its way, with the lines as sent', () => {
    const state = after({ type: 'send', lines: LINES });
    expect(state.busy).toBe(true);
    expect(state.sent).toEqual(LINES);
    expect(state.lineProblems).toEqual({});
  });

  it('puts a refusal’s messages on its fields and lines, and its words above the button', () => {
    const state = after(
      { type: 'send', lines: LINES },
      {
        type: 'refused',
        message: 'Please check your order.',
        errors: {
          'address.zipcode': 'Please enter your zip code',
          mobileNumber: ORDER_MESSAGES.enterMobileNumber,
          'items.1.quantity': 'Only 0 left.',
        },
      },
    );
    expect(state).toMatchObject({
      busy: false,
      problem: 'Please check your order.',
      focus: 'zipcode',
      conflict: false,
      placed: false,
    });
    expect(state.errors).toEqual({
      address: { zipcode: 'Please enter your zip code' },
      mobileNumber: ORDER_MESSAGES.enterMobileNumber,
    });
    expect(state.lineProblems).toEqual({
      'desk|Standard': { message: 'Only 0 left.', quantity: 1 },
    });
  });

  it('keeps the browser’s messages beside the server’s, and the focus when it names no field', () => {
    const state = after(
      { type: 'checked', errors: { address: { city: 'Please enter your city' }, first: 'city' } },
      { type: 'send', lines: LINES },
      {
        type: 'refused',
        message: 'The shop is busy.',
        errors: { 'address.phone': 'Unreachable.' },
      },
    );
    expect(state.errors.address).toEqual({
      city: 'Please enter your city',
      phone: 'Unreachable.',
    });
    expect(state.focus).toBe('phone');
    expect(after({ type: 'refused', message: 'Offline.' }).focus).toBeNull();
  });

  it('a refusal without line messages takes the last ones away', () => {
    const lines = after(
      { type: 'send', lines: LINES },
      { type: 'refused', message: 'Short.', errors: { 'items.0.quantity': 'Only 1 left.' } },
    );
    expect(Object.keys(lines.lineProblems)).toEqual(['chair|Large']);
    const offline = checkoutReducer(lines, { type: 'refused', message: 'You are offline.' });
    expect(offline.lineProblems).toEqual({});
    expect(checkoutReducer(lines, { type: 'send', lines: LINES }).lineProblems).toEqual({});
  });

  it('marks a conflict (a price or the fee changed) until the next order is sent', () => {
    const conflict = after(
      { type: 'send', lines: LINES },
      { type: 'refused', message: 'The price of a chair changed.', conflict: true },
    );
    expect(conflict).toMatchObject({ conflict: true, busy: false });
    expect(checkoutReducer(conflict, { type: 'submit' }).conflict).toBe(true);
    expect(checkoutReducer(conflict, { type: 'send', lines: LINES }).conflict).toBe(false);
  });

  it('stays busy once placed, while the page leaves', () => {
    const state = after({ type: 'send', lines: LINES }, { type: 'placed' });
    expect(state).toMatchObject({ placed: true, busy: true, problem: null });
  });
});

const HOME = {
  firstName: 'Achol',
  lastName: 'Deng',
  email: 'achol@example.com',
  street: 'Hai Cinema, Plot 3',
  city: 'Juba',
  state: 'Central Equatoria',
  zipcode: '00211',
  country: 'South Sudan',
  phone: '+211 921 234 567',
};
const WORK = { ...HOME, street: 'Ministries Road 9', zipcode: '00212' };

describe('checkout state: a reload and saved addresses', () => {
  it('restores what this session typed before a reload, as typed', () => {
    const values = {
      address: { ...initialCheckout().values.address, street: 'Gudele 2', city: 'Juba' },
      method: 'mobile_money' as const,
      provider: 'Airtel' as const,
      mobileNumber: '0921 234 567',
    };
    const state = after({ type: 'restore', values });
    expect(state.values).toEqual(values);
    expect(state.edited).toBe(true);
  });

  it('offers the last used address while nothing was typed, over the profile’s prefill', () => {
    const offered = after(
      { type: 'prefill', user: USER },
      { type: 'savedAddress', address: HOME, chosen: false },
    );
    expect(offered.values.address).toEqual(HOME);
    // Not the customer's doing: a later offer may still replace it, and no draft is kept.
    expect(offered.edited).toBe(false);
    // The profile arriving afterwards fills nothing more: every field is there.
    expect(checkoutReducer(offered, { type: 'prefill', user: USER }).values.address).toEqual(HOME);
  });

  it('never lets an offered address replace what was typed or restored', () => {
    const typed = after(
      { type: 'field', field: 'street', value: 'Munuki Block B' },
      { type: 'savedAddress', address: HOME, chosen: false },
    );
    expect(typed.values.address.street).toBe('Munuki Block B');
    expect(typed.values.address.city).toBe('');
    const restored = after(
      { type: 'restore', values: { ...initialCheckout().values, address: WORK } },
      { type: 'savedAddress', address: HOME, chosen: false },
    );
    expect(restored.values.address).toEqual(WORK);
  });

  it('a chosen address replaces every field and its messages; "A new address" empties the place', () => {
    const checked = after(
      { type: 'field', field: 'street', value: 'half typed' },
      { type: 'checked', errors: validateCheckout(initialCheckout().values) },
    );
    const chosen = checkoutReducer(checked, { type: 'savedAddress', address: WORK, chosen: true });
    expect(chosen.values.address).toEqual(WORK);
    expect(chosen.errors.address).toEqual({});
    expect(chosen.edited).toBe(true);
    const fresh = checkoutReducer(chosen, { type: 'newAddress' });
    expect(fresh.values.address).toEqual({
      ...WORK,
      street: '',
      city: '',
      state: '',
      zipcode: '',
    });
    // The payment chosen meanwhile stays.
    const paying = checkoutReducer(fresh, { type: 'method', method: 'mobile_money' });
    expect(
      checkoutReducer(paying, { type: 'savedAddress', address: HOME, chosen: true }).values.method,
    ).toBe('mobile_money');
  });
});
