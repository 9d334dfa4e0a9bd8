import { describe, expect, it } from 'vitest';
import { unitCount } from './units';

describe('unitCount', () => {
  it('writes one unit, and many in the plural', () => {
    expect(unitCount(1, 'bag')).toBe('1 bag');
    expect(unitCount(12, 'bag')).toBe('12 bags');
    expect(unitCount(3, 'box')).toBe('3 boxes');
    expect(unitCount(1500, 'litre')).toBe('1,500 litres');
    expect(unitCount(0, 'sheet')).toBe('0 sheets');
  });

  it('keeps units written the same for many', () => {
    expect(unitCount(40, 'kg')).toBe('40 kg');
    expect(unitCount(2, 'dozen')).toBe('2 dozen');
  });
});
