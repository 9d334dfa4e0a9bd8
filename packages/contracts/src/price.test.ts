import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('writes SSP with thousands separators and two decimals', () => {
    expect(formatPrice(1500)).toBe('SSP 1,500.00');
    expect(formatPrice(1_500_000)).toBe('SSP 1,500,000.00');
    expect(formatPrice(0)).toBe('SSP 0.00');
    expect(formatPrice(12.5)).toBe('SSP 12.50');
  });
});
