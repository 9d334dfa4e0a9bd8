import { describe, expect, it } from 'vitest';
import { OperatorUnavailable } from '../provider.ts';
import { readStartAnswer, readStatusAnswer, refusalWords } from './status-answer.ts';

// Airtel's answers as its documentation writes them: { data, status: { success, result_code,
// message } }. Anything without that envelope is not an answer.
const envelope = (success: boolean, resultCode: string, message: string, data: object = {}) => ({
  data,
  status: { code: '200', message, result_code: resultCode, success },
});
const transaction = (fields: object) =>
  envelope(true, 'ESB000010', 'SUCCESS', { transaction: { id: 'ref', ...fields } });

describe("Airtel Money's status answer", () => {
  it('reads TS as a success with the Airtel Money id and no amount (the amount asked is taken)', () => {
    expect(readStatusAnswer(transaction({ status: 'TS', airtel_money_id: 'MP2106.1' }))).toEqual({
      kind: 'successful',
      amount: null,
      currency: null,
      transactionId: 'MP2106.1',
    });
    expect(readStatusAnswer(transaction({ status: 'TS' }))).toMatchObject({ transactionId: null });
  });

  it('reads TF (and TE) as failed with its message, TIP, TA and unknown letters as pending', () => {
    expect(readStatusAnswer(transaction({ status: 'TF', message: 'Insufficient funds' }))).toEqual({
      kind: 'failed',
      reason: 'Insufficient funds',
    });
    expect(readStatusAnswer(transaction({ status: 'TE' }))).toEqual({
      kind: 'failed',
      reason: 'TE',
    });
    for (const status of ['TIP', 'TA', 'tip', 'TX'])
      expect(readStatusAnswer(transaction({ status }))).toEqual({ kind: 'pending' });
  });

  it('reads "transaction not found" as not found, by its code or by its words', () => {
    expect(readStatusAnswer(envelope(false, 'ESB000045', 'No transaction found'))).toEqual({
      kind: 'not-found',
    });
    expect(readStatusAnswer(envelope(false, 'DP0080', 'Transaction not found'))).toEqual({
      kind: 'not-found',
    });
  });

  it('refuses other failures and answers without the envelope: the shop asks again later', () => {
    expect(() => readStatusAnswer(envelope(false, 'ESB000001', 'Something went wrong'))).toThrow(
      OperatorUnavailable,
    );
    expect(() => readStatusAnswer({})).toThrow(OperatorUnavailable);
    expect(() => readStatusAnswer(undefined)).toThrow(OperatorUnavailable);
  });
});

describe("Airtel Money's answer to a payment request", () => {
  it('is accepted on success, and when Airtel already has our transaction id', () => {
    expect(readStartAnswer(envelope(true, 'ESB000010', 'SUCCESS'))).toEqual({ kind: 'accepted' });
    expect(readStartAnswer(envelope(false, 'ESB000041', 'Duplicate id'))).toEqual({
      kind: 'accepted',
    });
  });

  it('is refused with Airtel’s words otherwise, and unknown without a status', () => {
    expect(readStartAnswer(envelope(false, 'ESB000036', 'Invalid MSISDN'))).toEqual({
      kind: 'refused',
      reason: 'Invalid MSISDN',
    });
    expect(readStartAnswer({ data: {} })).toMatchObject({ kind: 'unknown' });
    expect(readStartAnswer('<html>')).toMatchObject({ kind: 'unknown' });
    expect(refusalWords('<html>', 403)).toBe('HTTP 403');
  });
});
