import { ORDER_MESSAGES, type Order } from '@shop/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  acceptsTransactionId,
  formatMobile,
  formatOrderDate,
  formatOrderTime,
  itemCount,
  orderTimeline,
  paymentState,
  transactionIdError,
} from './order-format';

const T0 = Date.UTC(2026, 2, 5, 9, 30);

function order(over: Partial<Order> = {}): Order {
  return {
    _id: '65f1c0ffee00000000abc123',
    date: T0,
    status: 'Order Placed',
    payment: false,
    paymentMethod: 'mobile_money',
    mobileProvider: 'MTN',
    mobileNumber: '+211921234567',
    transactionId: null,
    subtotal: 100,
    deliveryFee: 25,
    amount: 125,
    items: [
      {
        _id: 'a',
        name: 'Chair',
        image: [],
        price: 50,
        category: 'Seatingfurniture',
        productType: 'goods',
        measurement: '',
        unit: 'piece',
        size: 'M',
        quantity: 2,
      },
      {
        _id: 'b',
        name: 'Rice',
        image: [],
        price: 10,
        category: 'FoodStuffs',
        productType: 'bulk',
        measurement: '5 kg',
        unit: 'bag',
        size: '5 kg',
        quantity: 1,
      },
    ],
    address: {
      firstName: 'Achol',
      lastName: 'Deng',
      email: 'a@example.com',
      street: 'Airport Road',
      city: 'Juba',
      state: 'Central Equatoria',
      zipcode: '00000',
      country: 'South Sudan',
      phone: '0921234567',
    },
    statusHistory: [{ status: 'Order Placed', date: T0 }],
    ...over,
  };
}

describe('order screens', () => {
  it('formats dates, numbers and counts items', () => {
    expect(formatOrderDate(T0)).toBe('5 March 2026');
    // South Sudan time (UTC+2), whatever the device's zone.
    expect(formatOrderTime(T0)).toBe('5 Mar 2026, 11:30');
    expect(formatOrderDate(Date.UTC(2026, 2, 5, 23, 30))).toBe('6 March 2026');
    expect(formatMobile('+211921234567')).toBe('+211 921 234 567');
    expect(formatMobile('0921 234')).toBe('0921 234');
    expect(itemCount(order())).toBe(3);
  });

  it('says where the payment stands and when a transaction id may be sent', () => {
    expect(paymentState(order())).toBe('awaiting');
    expect(acceptsTransactionId(order())).toBe(true);
    expect(paymentState(order({ transactionId: 'MP240101' }))).toBe('confirming');
    expect(acceptsTransactionId(order({ transactionId: 'MP240101' }))).toBe(true);
    expect(paymentState(order({ payment: true }))).toBe('paid');
    expect(acceptsTransactionId(order({ payment: true }))).toBe(false);
    expect(paymentState(order({ paymentMethod: 'cod' }))).toBe('on-delivery');
    expect(acceptsTransactionId(order({ paymentMethod: 'cod' }))).toBe(false);
    expect(acceptsTransactionId(order({ status: 'Cancelled' }))).toBe(false);
  });

  it('checks a transaction id like the server', () => {
    expect(transactionIdError('  ')).toBe(ORDER_MESSAGES.enterTransactionId);
    expect(transactionIdError('abc')).toBe(ORDER_MESSAGES.enterTransactionId);
    expect(transactionIdError('MP 2401')).toBe(ORDER_MESSAGES.enterTransactionId);
    expect(transactionIdError('x'.repeat(41))).toBe(ORDER_MESSAGES.enterTransactionId);
    expect(transactionIdError(' MP240101.ABC-9 ')).toBeUndefined();
  });

  it('draws the way to Delivered with the times reached', () => {
    const steps = orderTimeline(
      order({
        status: 'Shipped',
        statusHistory: [
          { status: 'Order Placed', date: T0 },
          { status: 'Processing', date: T0 + 1000 },
          { status: 'Shipped', date: T0 + 2000, note: 'Truck 4' },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.state, s.date])).toEqual([
      ['Order Placed', 'done', T0],
      ['Processing', 'done', T0 + 1000],
      ['Shipped', 'current', T0 + 2000],
      ['Out for delivery', 'ahead', undefined],
      ['Delivered', 'ahead', undefined],
    ]);
    expect(steps[2]?.note).toBe('Truck 4');
  });

  it('shows a cancelled order as what happened, ending in the cancellation', () => {
    const steps = orderTimeline(
      order({
        status: 'Cancelled',
        statusHistory: [
          { status: 'Cancelled', date: T0 + 5000 },
          { status: 'Order Placed', date: T0 },
        ],
      }),
    );
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['Order Placed', 'done'],
      ['Cancelled', 'current'],
    ]);
  });
});
