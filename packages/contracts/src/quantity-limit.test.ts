import { describe, expect, it } from 'vitest';
import {
  limitQuantity,
  lineLimit,
  lineLimitMessage,
  reducedQuantityMessage,
} from './quantity-limit.ts';
import { QUANTITY_REFUSALS } from './quantity-refusals.ts';

describe('the limit of one line', () => {
  it('is what is left of a tracked size below the bound per line, else the bound', () => {
    expect(lineLimit(120, 1000)).toEqual({ max: 120, reason: 'stock' });
    expect(lineLimit(Number.POSITIVE_INFINITY, 1000)).toEqual({ max: 1000, reason: 'line' });
    expect(lineLimit(5000, 1000)).toEqual({ max: 1000, reason: 'line' });
    expect(lineLimit(1000, 1000)).toEqual({ max: 1000, reason: 'line' });
    expect(lineLimit(0, 1000)).toEqual({ max: 0, reason: 'stock' });
    expect(lineLimit(-3, 1000)).toEqual({ max: 0, reason: 'stock' });
  });

  it('keeps what fits and brings the rest down to the limit, saying why', () => {
    const stock = lineLimit(120, 1000);
    expect(limitQuantity(80, 1, stock)).toEqual({ quantity: 80, reducedBy: null });
    expect(limitQuantity(120, 1, stock)).toEqual({ quantity: 120, reducedBy: null });
    expect(limitQuantity(5000, 1, stock)).toEqual({ quantity: 120, reducedBy: 'stock' });
    const bound = lineLimit(Number.POSITIVE_INFINITY, 1000);
    expect(limitQuantity(5000, 3, bound)).toEqual({ quantity: 1000, reducedBy: 'line' });
  });

  it('lets a line above its limit come down but never go up', () => {
    const stock = lineLimit(5, 1000);
    expect(limitQuantity(8, 10, stock)).toEqual({ quantity: 8, reducedBy: null });
    expect(limitQuantity(12, 10, stock)).toEqual({ quantity: 10, reducedBy: 'stock' });
  });

  it('says why and to what a quantity was reduced', () => {
    expect(reducedQuantityMessage('stock', 120, 120)).toBe(
      'Only 120 in stock: quantity set to 120',
    );
    expect(reducedQuantityMessage('line', 1000, 1000)).toBe(
      'At most 1000 per order line: quantity set to 1000',
    );
    // A line left above its limit is not 'set to' anything: the limit is named instead.
    expect(reducedQuantityMessage('stock', 5, 10)).toBe('Only 5 left.');
    expect(lineLimitMessage('line', 1000)).toBe('At most 1000 per order line.');
    expect(lineLimitMessage('stock', 0)).toBe('Out of stock: remove it to order the rest.');
    expect(QUANTITY_REFUSALS.overLineMax('Cement', '50 kg', 1000)).toBe(
      'At most 1000 of Cement (size 50 kg) can be ordered on one line. Set the quantity to 1000 or less.',
    );
  });
});
