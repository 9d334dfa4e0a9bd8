import { describe, expect, it } from 'vitest';
import { changeText, levelsText, reasonText, whoText } from './stock-history-text';

describe('stock history lines', () => {
  it('signs the change, with a true minus sign and thousands separators', () => {
    expect(changeText({ before: 3, after: 1203 })).toBe('+1,200');
    expect(changeText({ before: 12, after: 9 })).toBe('\u22123');
    expect(changeText({ before: 4, after: 4 })).toBe('0');
  });

  it('reads before and after, the reason in words, and who', () => {
    expect(levelsText({ before: 1500, after: 0 })).toBe('1,500 → 0');
    expect(reasonText({ reason: 'cancellation' })).toBe('Order cancelled');
    expect(reasonText({ reason: 'admin' })).toBe('Edited by staff');
    expect(whoText({ by: 'Achol Deng' })).toBe('Achol Deng');
    expect(whoText({ by: null })).toBe('Shop');
  });
});
