import { describe, expect, it } from 'vitest';
import { changeText, levelsText, reasonText, saidText, whoText } from './stock-history-text';

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

  it('says what staff said of goods received, damage and recounts', () => {
    const none = { supplier: null, unitCost: null, note: null };
    expect(reasonText({ reason: 'receipt' })).toBe('Goods received');
    expect(
      saidText({ supplier: 'Juba Cement Works', unitCost: 21_500, note: 'Delivery note 4471' }),
    ).toBe('From Juba Cement Works at SSP 21,500.00 a unit. Delivery note 4471');
    expect(saidText({ ...none, unitCost: 900 })).toBe('At SSP 900.00 a unit.');
    expect(saidText({ ...none, note: 'Wet in the rain' })).toBe('Wet in the rain');
    expect(saidText(none)).toBe('');
  });
});
