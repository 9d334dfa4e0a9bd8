import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { STORAGE_KEYS, type SavedAddress } from '@shop/contracts/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '~/stores/cart-store';
import { sessionStore } from '~/lib/session';
import { held, startApi, type ApiAnswer, type ApiHandler } from '@shop/ui/test/api-server';
import { product } from '~/test/fixtures';
import { renderPage } from '~/test/render-page';
import { CheckoutPage } from './checkout-page';

// The checkout page as a signed-in customer sees it: its products come from a real HTTP server
// standing in for the API, and so does the answer to Place Order.

const CHAIR = product({ stock: { Large: 5 } });
const PLACE_COD = '/api/order/place-cod';

let api: Awaited<ReturnType<typeof startApi>>;
let placeOrder: ApiHandler = () => undefined;
let savedAddresses: SavedAddress[] = [];

beforeEach(async () => {
  placeOrder = () => undefined;
  savedAddresses = [];
  // What an earlier test typed is kept for the session (checkout-draft.ts): each starts afresh.
  sessionStorage.clear();
  api = await startApi((call) => {
    if (call.path.startsWith('/api/product/list?'))
      return { body: { success: true, products: [CHAIR], total: 1, page: 1, pageSize: 1 } };
    if (call.path === PLACE_COD) return placeOrder(call);
    if (call.path === '/api/user/addresses')
      return { body: { success: true, addresses: savedAddresses } };
    return undefined; // the profile: none, the customer types everything
  });
  sessionStore.signIn('customer-token', 'customer');
  cartStore.replaceCart({ [CHAIR._id]: { Large: 2 } });
});

afterEach(async () => {
  await api.close();
});

const field = (name: string) => screen.getByRole('textbox', { name });
/** The message shown under a field (its `-error` description), or null. */
const messageOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

async function openCheckout() {
  const user = userEvent.setup({ delay: null });
  renderPage('/checkout', CheckoutPage);
  await screen.findByRole('button', { name: 'Place Order' });
  return user;
}

const ADDRESS = {
  'First name': 'Amina',
  'Last name': 'Deng',
  'Email address': 'amina@example.com',
  Street: 'Hai Malakal, near the water tower',
  City: 'Juba',
  'State / Province': 'Central Equatoria',
  'Zip code': '00000',
  Phone: '+211 921 234 567',
};

async function fillAddress(user: UserEvent, values: Partial<typeof ADDRESS> = ADDRESS) {
  for (const [name, value] of Object.entries(values)) await user.type(field(name), value);
}

describe('Checkout form', () => {
  it('says which fields are required above the form, and nothing of fields over an empty cart', async () => {
    await openCheckout();
    expect(screen.getByText(/are required\./).textContent).toBe('Fields marked * are required.');
    cartStore.replaceCart({});
    await screen.findByRole('link', { name: 'Browse products' });
    expect(screen.queryByText(/are required\./)).toBeNull();
  });

  it('names every empty delivery field with its message, focuses the first and sends nothing', async () => {
    const user = await openCheckout();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const expected: Record<string, string | null> = {
      'First name': 'Please enter your first name',
      'Last name': 'Please enter your last name',
      'Email address': 'Please enter your email address',
      Street: 'Please enter your street',
      City: 'Please enter your city',
      'State / Province': 'Please enter your state / province',
      'Zip code': 'Please enter your zip code',
      Country: null, // filled in: South Sudan
      Phone: 'Please enter your phone',
    };
    for (const [name, message] of Object.entries(expected)) {
      expect({ name, message: messageOf(field(name)) }).toEqual({ name, message });
      expect(field(name).getAttribute('aria-invalid')).toBe(message ? 'true' : null);
    }
    expect(field('Country')).toHaveProperty('value', 'South Sudan');
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));
    expect(api.callsTo(PLACE_COD)).toHaveLength(0);
  });

  it('checks the e-mail, the phone and the mobile money number, and keeps what was typed', async () => {
    const user = await openCheckout();
    await fillAddress(user, { ...ADDRESS, 'Email address': 'amina@', Phone: '12' });
    await user.click(screen.getByRole('radio', { name: /Mobile Money/ }));
    await user.click(screen.getByRole('radio', { name: 'Airtel' }));
    await user.type(field('Mobile money number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(messageOf(field('Email address'))).toBe('Please enter a valid e-mail address.');
    expect(messageOf(field('Phone'))).toBe('Please enter a valid phone number');
    expect(messageOf(field('Mobile money number'))).toBe(
      'Please enter a South Sudan mobile number, for example 0921 234 567',
    );
    expect(messageOf(field('First name'))).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('Email address')));

    // Nothing typed is lost, the payment choice included.
    expect(field('First name')).toHaveProperty('value', 'Amina');
    expect(field('Email address')).toHaveProperty('value', 'amina@');
    expect(field('Phone')).toHaveProperty('value', '12');
    expect(field('Mobile money number')).toHaveProperty('value', '12345');
    expect(screen.getByRole('radio', { name: /Mobile Money/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Airtel' })).toHaveProperty('checked', true);

    // Typing in a field takes its message away.
    await user.type(field('Email address'), 'example.com');
    expect(messageOf(field('Email address'))).toBeNull();
    expect(messageOf(field('Phone'))).toBe('Please enter a valid phone number');

    await user.clear(field('Mobile money number'));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(messageOf(field('Mobile money number'))).toBe('Please enter your mobile money number');
    expect(api.callsTo('/api/order/mobile-money')).toHaveLength(0);
  });

  it('waits with the form disabled while the order is on its way; a refusal shows at its field', async () => {
    const refusal = held<ApiAnswer>();
    placeOrder = () => refusal.promise;
    const user = await openCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const busy = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByRole('group', { name: 'Delivery information' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() => expect(api.callsTo(PLACE_COD)).toHaveLength(1));
    const [sent] = api.callsTo(PLACE_COD);
    expect(sent?.body).toEqual({
      address: {
        firstName: 'Amina',
        lastName: 'Deng',
        email: 'amina@example.com',
        street: 'Hai Malakal, near the water tower',
        city: 'Juba',
        state: 'Central Equatoria',
        zipcode: '00000',
        country: 'South Sudan',
        phone: '+211 921 234 567',
      },
      items: [{ _id: CHAIR._id, size: 'Large', quantity: 2, price: 150_000 }],
      amount: 2 * 150_000 + 25_000, // below the free-delivery threshold: the fee is added
      // Order updates: e-mail only unless chosen (docs/decisions/0066).
      updatesBy: 'email',
    });

    refusal.release({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message: 'Please check your delivery details.',
        errors: { 'address.phone': 'This phone number cannot be reached.' },
      },
    });
    const again = await screen.findByRole('button', { name: 'Place Order' });
    expect(again).toHaveProperty('disabled', false);
    expect(messageOf(field('Phone'))).toBe('This phone number cannot be reached.');
    expect(screen.getByRole('alert').textContent).toBe('Please check your delivery details.');
    await waitFor(() => expect(document.activeElement).toBe(field('Phone')));
    expect(field('Street')).toHaveProperty('value', 'Hai Malakal, near the water tower');

    // Sent again (the same cart, the same attempt's key), accepted: on to the orders page.
    placeOrder = () => ({ body: { success: true, message: 'Thank you for your order!' } });
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '0921 234 568');
    await user.click(again);
    await screen.findByRole('heading', { name: 'Your orders' });
    const [first, second] = api.callsTo(PLACE_COD);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.headers.token).toBe('customer-token');
    expect(cartStore.getSnapshot().cart).toEqual({});
    // What was typed is forgotten with the placed order: the next one starts from the saved address.
    expect(sessionStorage.getItem(STORAGE_KEYS.checkoutDraft)).toBeNull();
  });
});

describe('Saved addresses at the checkout', () => {
  const saved = (street: string, id: string): SavedAddress => ({
    _id: id,
    firstName: 'Amina',
    lastName: 'Deng',
    email: 'amina@example.com',
    street,
    city: 'Juba',
    state: 'Central Equatoria',
    zipcode: '00000',
    country: 'South Sudan',
    phone: '+211 921 234 567',
    lastUsedAt: null,
  });

  it('fills the last used address, offers the others, and turns to a new one when typed in', async () => {
    savedAddresses = [
      saved('Hai Cinema, Plot 3', '64b000000000000000000001'),
      saved('Ministries Road 9', '64b000000000000000000002'),
    ];
    const user = await openCheckout();
    const picker = await screen.findByRole('combobox', { name: 'Deliver to' });
    await waitFor(() => expect(field('Street')).toHaveProperty('value', 'Hai Cinema, Plot 3'));
    expect(picker).toHaveProperty('value', '64b000000000000000000001');

    await user.selectOptions(picker, 'Ministries Road 9, Juba (Amina Deng)');
    expect(field('Street')).toHaveProperty('value', 'Ministries Road 9');
    await user.type(field('Street'), ', gate 2');
    expect(picker).toHaveProperty('value', '');
    await user.selectOptions(picker, 'A new address');
    expect(field('Street')).toHaveProperty('value', '');
    expect(field('City')).toHaveProperty('value', '');
    expect(field('First name')).toHaveProperty('value', 'Amina');
  });

  it('keeps what this session typed over the saved address after a reload', async () => {
    savedAddresses = [saved('Hai Cinema, Plot 3', '64b000000000000000000001')];
    sessionStorage.setItem(
      STORAGE_KEYS.checkoutDraft,
      JSON.stringify({
        token: 'customer-token',
        values: {
          address: { ...saved('Gudele 2', 'x'), _id: undefined, lastUsedAt: undefined },
          method: 'cod',
          provider: 'MTN',
          mobileNumber: '',
        },
      }),
    );
    await openCheckout();
    await screen.findByRole('combobox', { name: 'Deliver to' });
    expect(field('Street')).toHaveProperty('value', 'Gudele 2');
  });
});

describe('Checkout items', () => {
  it('holds the order back while a line asks for more than is left', async () => {
    cartStore.replaceCart({ [CHAIR._id]: { Large: 7 } });
    await openCheckout();
    const button = screen.getByRole('button', { name: 'Place Order' });
    expect(button).toHaveProperty('disabled', true);
    const short = document.getElementById('checkout-short');
    expect(short && within(short).getByRole('listitem').textContent).toBe(
      'Only 5 left of Office chair (size Large). Reduce the quantity to 5 to order.',
    );
  });
});
