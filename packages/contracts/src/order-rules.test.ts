import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { addressSchema, idempotencyKeySchema, mobileMoneyNumberSchema } from './order.ts';
import {
  ADDRESS_FIELDS,
  canMoveOrder,
  normalizeSouthSudanMobile,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderNumber,
  orderStatusTone,
} from './order-rules.ts';

describe('normalizeSouthSudanMobile', () => {
  it('accepts the usual spellings of a South Sudan mobile number', () => {
    for (const typed of [
      '0921234567',
      '0921 234 567',
      '921234567',
      '+211921234567',
      '+211 92 123 4567',
      '211921234567',
      '(0921) 234-567',
      '0921.234.567',
    ]) {
      expect(normalizeSouthSudanMobile(typed), typed).toBe('+211921234567');
    }
    expect(normalizeSouthSudanMobile('0955 123 456')).toBe('+211955123456');
  });

  it('refuses landlines, other countries, wrong lengths and text', () => {
    for (const typed of [
      '',
      '0812345678',
      '0901234567',
      '+256772123456',
      '092123456',
      '09212345678',
      '+2110921234567',
      'call me',
      '0921-234-56x',
    ]) {
      expect(normalizeSouthSudanMobile(typed), typed).toBeNull();
    }
  });

  it('is what the mobile number schema stores, with the spec message for a blank number', () => {
    expect(mobileMoneyNumberSchema.parse(' 0921 234 567 ')).toBe('+211921234567');
    const blank = mobileMoneyNumberSchema.safeParse('   ');
    expect(blank.error?.issues[0]?.message).toBe('Please enter your mobile money number');
    const bad = mobileMoneyNumberSchema.safeParse('12345');
    expect(bad.error?.issues[0]?.message).toBe(ORDER_MESSAGES.invalidMobileNumber);
  });
});

describe('order transitions', () => {
  it('allows only forward moves, and cancelling only before the goods leave', () => {
    expect(canMoveOrder('Order Placed', 'Processing')).toBe(true);
    expect(canMoveOrder('Order Placed', 'Cancelled')).toBe(true);
    expect(canMoveOrder('Processing', 'Shipped')).toBe(true);
    expect(canMoveOrder('Processing', 'Cancelled')).toBe(true);
    expect(canMoveOrder('Shipped', 'Out for delivery')).toBe(true);
    expect(canMoveOrder('Shipped', 'Delivered')).toBe(true);
    expect(canMoveOrder('Out for delivery', 'Delivered')).toBe(true);

    expect(canMoveOrder('Order Placed', 'Shipped')).toBe(false);
    expect(canMoveOrder('Processing', 'Order Placed')).toBe(false);
    expect(canMoveOrder('Shipped', 'Cancelled')).toBe(false);
    expect(canMoveOrder('Out for delivery', 'Shipped')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('Delivered', to)).toBe(false);
      expect(canMoveOrder('Cancelled', to)).toBe(false);
    }
  });

  it('never allows staying in place, and every status can be reached from Order Placed', () => {
    for (const status of ORDER_STATUSES) expect(canMoveOrder(status, status)).toBe(false);
    const reached = new Set<string>(['Order Placed']);
    const queue = ['Order Placed' as const];
    for (const from of queue) {
      for (const to of ORDER_TRANSITIONS[from]) {
        if (!reached.has(to)) queue.push(to as never);
        reached.add(to);
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('orderStatusTone', () => {
  it('colours Delivered green, Shipped blue, Processing yellow and everything else grey', () => {
    expect(orderStatusTone('Delivered')).toBe('green');
    expect(orderStatusTone('Shipped')).toBe('blue');
    expect(orderStatusTone('Processing')).toBe('yellow');
    for (const status of ['Order Placed', 'Out for delivery', 'Cancelled', 'delivered', '']) {
      expect(orderStatusTone(status), status).toBe('grey');
    }
  });
});

describe('orderNumber', () => {
  it('is the last 6 characters of the id, upper-case', () => {
    expect(orderNumber('65f0c2b7e9a1d4c3e8b6fa7c')).toBe('B6FA7C');
  });
});

describe('addressSchema', () => {
  const address = {
    firstName: 'Nyibol',
    lastName: 'Garang',
    email: 'nyibol@example.org',
    street: 'Hai Malakal, Plot 14',
    city: 'Juba',
    state: 'Central Equatoria',
    zipcode: '00211',
    country: 'South Sudan',
    phone: '+211 921 234 567',
  };
  const firstMessage = (value: unknown) => addressSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts a full address and trims it', () => {
    expect(addressSchema.parse({ ...address, city: '  Juba ' }).city).toBe('Juba');
  });

  it('names each missing or blank field in its message', () => {
    const expected: Record<string, string> = {
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      street: 'Please enter your street',
      city: 'Please enter your city',
      state: 'Please enter your state / province',
      zipcode: 'Please enter your zip code',
      country: 'Please enter your country',
      phone: 'Please enter your phone',
    };
    expect(ADDRESS_FIELDS.map(([field]) => field).sort()).toEqual(Object.keys(expected).sort());
    for (const [field] of ADDRESS_FIELDS) {
      expect(firstMessage({ ...address, [field]: undefined }), field).toBe(expected[field]);
      expect(firstMessage({ ...address, [field]: '  ' }), field).toBe(expected[field]);
    }
  });

  it('checks the e-mail, the phone and the lengths', () => {
    expect(firstMessage({ ...address, email: 'nyibol.example.org' })).toBe(MESSAGES.invalidEmail);
    expect(firstMessage({ ...address, phone: 'call me' })).toBe(
      'Please enter a valid phone number',
    );
    expect(firstMessage({ ...address, city: 'J'.repeat(101) })).toBe(
      'City must be at most 100 characters',
    );
  });
});

describe('idempotencyKeySchema', () => {
  it('takes 8 to 100 visible ASCII characters', () => {
    expect(idempotencyKeySchema.safeParse('order-2026-0001').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('k'.repeat(100)).success).toBe(true);
    for (const key of ['short', 'k'.repeat(101), 'with space', 'tab\there!', 'clé-unique-1']) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});
