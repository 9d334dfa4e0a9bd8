import { describe, expect, it } from 'vitest';
import { OperatorUnavailable } from '../provider.ts';
import { readStatusAnswer } from './status-answer.ts';

// MTN's status answers as its versions write them; anything without a status is not an answer.
describe("MTN MoMo's status answer", () => {
  it('reads a success with its amount, currency and transaction id', () => {
    expect(
      readStatusAnswer({
        status: 'SUCCESSFUL',
        amount: '28000',
        currency: 'SSP',
        financialTransactionId: 23503452,
      }),
    ).toEqual({ kind: 'successful', amount: 28000, currency: 'SSP', transactionId: '23503452' });
  });

  it('reads a failure with its reason, as a code or as an object', () => {
    expect(readStatusAnswer({ status: 'FAILED', reason: 'APPROVAL_REJECTED' })).toEqual({
      kind: 'failed',
      reason: 'APPROVAL_REJECTED',
    });
    expect(readStatusAnswer({ status: 'FAILED', reason: { code: 'PAYER_NOT_FOUND' } })).toEqual({
      kind: 'failed',
      reason: 'PAYER_NOT_FOUND',
    });
    expect(readStatusAnswer({ status: 'TIMEOUT' })).toEqual({ kind: 'failed', reason: 'TIMEOUT' });
  });

  it('reads pending, and takes an unreadable amount for one that matches no order', () => {
    expect(readStatusAnswer({ status: 'PENDING' })).toEqual({ kind: 'pending' });
    const odd = readStatusAnswer({ status: 'SUCCESSFUL', amount: 'lots' });
    expect(odd.kind === 'successful' && Number.isNaN(odd.amount)).toBe(true);
  });

  it('refuses an answer without a status', () => {
    expect(() => readStatusAnswer({})).toThrow(OperatorUnavailable);
    expect(() => readStatusAnswer(undefined)).toThrow(OperatorUnavailable);
  });
});
