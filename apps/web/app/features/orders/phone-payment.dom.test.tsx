import type { Order, OrderPaymentResponse, PaymentAttempt } from '@shop/contracts/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type ApiHandler } from '@shop/ui/test/api-server';
import { sessionStore } from '~/lib/session';
import PhonePayment from './phone-payment';
import { TransactionForm } from './transaction-form';

// The Order List's phone payment of one mobile money order, against a real HTTP server standing
// in for the API: what it sends, and the ways on after a decline.

const ORDER: Order = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  date: Date.parse('2026-12-06T10:00:00Z'),
  status: 'Order Placed',
  payment: false,
  paymentMethod: 'mobile_money',
  mobileProvider: 'MTN',
  mobileNumber: '+211921234567',
  transactionId: null,
  subtotal: 40_000,
  deliveryFee: 5_000,
  amount: 45_000,
  items: [],
  address: {
    firstName: 'Amina',
    lastName: 'Deng',
    email: 'amina@example.com',
    street: 'Hai Malakal',
    city: 'Juba',
    state: 'Central Equatoria',
    zipcode: '00000',
    country: 'South Sudan',
    phone: '+211921234567',
  },
  statusHistory: [],
};

const attempt = (status: PaymentAttempt['status']): PaymentAttempt => ({
  _id: '64b7f0c2a1b2c3d4e5f60799',
  orderId: ORDER._id,
  provider: 'MTN',
  status,
  reason: null,
  amount: ORDER.amount,
  currency: 'SSP',
  phone: '+211921234567',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

const standing = (over: Partial<OrderPaymentResponse>) => ({
  body: { success: true, fromPhone: true, attempt: null, message: '', orderPaid: false, ...over },
});
const WAITING = 'Approve the payment of SSP 45,000.00 on your phone.';
const startAnswer = {
  body: { success: true, message: WAITING, attempt: attempt('pending'), orderPaid: false },
};

let api: Awaited<ReturnType<typeof startApi>>;
let answers: Record<string, ApiHandler>;

beforeEach(async () => {
  answers = {};
  api = await startApi((call) => answers[call.path.split('?')[0]!]?.(call));
  sessionStore.signIn('customer-token', 'customer');
});

afterEach(async () => {
  await api.close();
});

function show(sendAtOnce = false) {
  const saved: Order[] = [];
  const view = render(
    <PhonePayment
      order={ORDER}
      sendAtOnce={sendAtOnce}
      onSaved={(order) => saved.push(order)}
      onPaid={() => undefined}
      manual={<TransactionForm order={ORDER} onSaved={(order) => saved.push(order)} />}
    />,
  );
  return { ...view, saved };
}

describe('paying an order from the phone', () => {
  it('sends the request the checkout asked for once, then waits with the time left', async () => {
    answers[`/api/payments/order/${ORDER._id}`] = () => standing({});
    answers['/api/payments/start'] = () => startAnswer;
    show(true);
    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(screen.getByText(/Waiting for your approval/).textContent).toMatch(
      /(9:\d\d|10:00) left/,
    );
    expect(api.callsTo('/api/payments/start')).toHaveLength(1);
    expect(api.callsTo('/api/payments/start')[0]!.body).toEqual({
      orderId: ORDER._id,
      provider: 'MTN',
    });
  });

  it('sends nothing by itself for an order that had a request before', async () => {
    answers[`/api/payments/order/${ORDER._id}`] = () =>
      standing({ attempt: attempt('expired'), message: 'The payment was not approved in time.' });
    show(true);
    expect(await screen.findByText('The payment was not approved in time.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(api.callsTo('/api/payments/start')).toHaveLength(0);
  });

  it('after a decline: a refused retry says why, and cash on delivery keeps the order', async () => {
    answers[`/api/payments/order/${ORDER._id}`] = () =>
      standing({ attempt: attempt('failed'), message: 'The payment was declined on the phone.' });
    const tooMany = 'Too many payment requests. Please wait a few minutes and try again.';
    answers['/api/payments/start'] = () => ({
      status: 429,
      body: { success: false, code: 'RATE_LIMITED', message: tooMany },
    });
    const switched: Order = { ...ORDER, paymentMethod: 'cod', mobileProvider: null };
    answers['/api/order/cash-on-delivery'] = () => ({
      body: {
        success: true,
        message: 'Done: you will pay in cash when your order arrives.',
        order: switched,
      },
    });
    const user = userEvent.setup({ delay: null });
    const { saved } = show();

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);

    await user.click(screen.getByRole('button', { name: 'Pay by hand' }));
    expect(screen.getByRole('button', { name: 'Pay by hand' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Transaction id')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await waitFor(() => expect(saved).toEqual([switched]));
    expect(api.callsTo('/api/order/cash-on-delivery')[0]!.body).toEqual({ orderId: ORDER._id });
  });

  it('without an operator to ask: the transaction id form, as before', async () => {
    answers[`/api/payments/order/${ORDER._id}`] = () => standing({ fromPhone: false });
    show(true);
    expect(await screen.findByLabelText('Transaction id')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send the request/ })).toBeNull();
    expect(api.callsTo('/api/payments/start')).toHaveLength(0);
  });
});
