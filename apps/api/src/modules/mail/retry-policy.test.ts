import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, errorLine, isPermanent, retryDelayMs } from './retry-policy.ts';

describe('the outbox retry policy', () => {
  it('waits 30 s, then twice as long after each failed try, up to 30 minutes', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(DEFAULT_RETRY_POLICY, n));
    expect(waits).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });

  it('gives up at once only on a recipient or message the server refused for good', () => {
    const smtp = (code: string, responseCode?: number) =>
      Object.assign(new Error('refused'), { code, responseCode });
    expect(isPermanent(smtp('EENVELOPE', 550))).toBe(true);
    expect(isPermanent(smtp('EMESSAGE', 554))).toBe(true);
    // Try later: a full mailbox (452), a refused sign-in (settings may be fixed), no connection.
    expect(isPermanent(smtp('EENVELOPE', 452))).toBe(false);
    expect(isPermanent(smtp('EAUTH', 535))).toBe(false);
    expect(isPermanent(smtp('ECONNECTION'))).toBe(false);
    expect(isPermanent(undefined)).toBe(false);
  });

  it('keeps one short line of the error, without the password of a URL', () => {
    const err = new Error(
      'Could not reach smtps://shop:s3cret-pass@mail.example.com:465\n    at Socket.connect',
    );
    expect(errorLine(err)).toBe('Could not reach smtps://mail.example.com:465');
    expect(errorLine(new Error('x'.repeat(1_000)))).toHaveLength(300);
    expect(errorLine('plain words')).toBe('plain words');
  });
});
