import { describe, expect, it } from 'vitest';
import { lowStockEmpty, lowStockSummary } from './low-stock-text';

describe('the low-stock card', () => {
  it('counts the sizes against the threshold', () => {
    expect(lowStockSummary(12, 10)).toBe('12 sizes at 10 or fewer units');
    expect(lowStockSummary(1, 10)).toBe('1 size at 10 or fewer units');
    expect(lowStockSummary(1200, 1000)).toBe('1,200 sizes at 1,000 or fewer units');
  });

  it('speaks of sizes out of stock when the threshold is 0', () => {
    expect(lowStockSummary(3, 0)).toBe('3 sizes out of stock');
    expect(lowStockEmpty(0)).toBe('No size is out of stock.');
  });

  it('says when nothing is low', () => {
    expect(lowStockEmpty(10)).toBe('No size is at or below 10 units.');
    expect(lowStockEmpty(1)).toBe('No size is at or below 1 unit.');
  });
});
