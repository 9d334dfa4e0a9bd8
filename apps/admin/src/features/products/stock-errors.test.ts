import { ADMIN_PRODUCT_MESSAGES as M, ApiError } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { sizeOfStockMessage, stockConflicts } from './stock-errors';

const conflict = (errors: Record<string, string>) =>
  new ApiError({ status: 409, code: 'CONFLICT', message: Object.values(errors).join(' '), errors });

describe('stockConflicts', () => {
  it('names each size an order moved, by the size as the API spells it', () => {
    const error = conflict({
      'stock.50 kg': 'The stock of size 50 kg changed while you were editing: it is now 3.',
      'stock.1.5 m': 'The stock of size 1.5 m changed while you were editing: it is now 0.',
    });
    expect(stockConflicts(error)).toEqual({
      '50 kg': 'The stock of size 50 kg changed while you were editing: it is now 3.',
      '1.5 m': 'The stock of size 1.5 m changed while you were editing: it is now 0.',
    });
  });

  it("leaves someone else's save and other refusals alone", () => {
    expect(stockConflicts(conflict({}))).toBeNull();
    const invalid = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad stock',
      errors: { 'stock.Large': 'Bad stock' },
    });
    expect(stockConflicts(invalid)).toBeNull();
    expect(stockConflicts(new Error('offline'))).toBeNull();
  });
});

describe('sizeOfStockMessage', () => {
  it("finds the size the schema's message is about", () => {
    expect(sizeOfStockMessage(M.stockNumber('Large'), ['Small', 'Large'])).toBe('Large');
    expect(sizeOfStockMessage(M.stockNumber('Standard'), [])).toBe('Standard');
  });

  it('finds none for another message or a size the product lacks', () => {
    expect(sizeOfStockMessage(M.stockList, ['Small'])).toBeUndefined();
    expect(sizeOfStockMessage(M.stockNumber('Huge'), ['Small'])).toBeUndefined();
    expect(sizeOfStockMessage(undefined, ['Small'])).toBeUndefined();
  });
});
