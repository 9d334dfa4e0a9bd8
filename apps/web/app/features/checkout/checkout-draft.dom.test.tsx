import { STORAGE_KEYS } from '@shop/contracts/client';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetDraft, keepDraft, readDraft } from './checkout-draft';
import { initialCheckout } from './checkout-reducer';

const values = {
  ...initialCheckout().values,
  address: { ...initialCheckout().values.address, street: 'Gudele 2', phone: '0921 234 567' },
};

afterEach(() => sessionStorage.clear());

describe('the checkout draft (sessionStorage)', () => {
  it('keeps the values for this session’s account only, until forgotten', () => {
    keepDraft('token-a', values);
    expect(readDraft('token-a')).toEqual(values);
    expect(readDraft('token-b')).toBeUndefined();
    forgetDraft();
    expect(readDraft('token-a')).toBeUndefined();
  });

  it('reads nothing from a broken or foreign shape', () => {
    for (const kept of [
      'not json',
      JSON.stringify({ token: 'token-a' }),
      JSON.stringify({ token: 'token-a', values: { ...values, method: 'card' } }),
      JSON.stringify({
        token: 'token-a',
        values: { ...values, address: { ...values.address, city: 42 } },
      }),
    ]) {
      sessionStorage.setItem(STORAGE_KEYS.checkoutDraft, kept);
      expect(readDraft('token-a')).toBeUndefined();
    }
  });
});
