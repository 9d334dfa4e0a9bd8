import { beforeEach, describe, expect, it } from 'vitest';
import { attemptKey, cartSignature, finishAttempt } from './attempt-key';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);

describe('order attempt key', () => {
  beforeEach(() => finishAttempt());

  it('keeps one key while the cart stays the same', () => {
    const key = attemptKey({ [A]: { M: 1 } });
    expect(key).toMatch(/^[\w-]{32,36}$/);
    expect(attemptKey({ [A]: { M: 1 } })).toBe(key);
  });

  it('starts a new attempt when the cart changes or the order succeeded', () => {
    const first = attemptKey({ [A]: { M: 1 } });
    const changed = attemptKey({ [A]: { M: 2 } });
    expect(changed).not.toBe(first);
    finishAttempt();
    expect(attemptKey({ [A]: { M: 2 } })).not.toBe(changed);
  });

  it('reads the cart the same whatever the order of its lines', () => {
    expect(cartSignature({ [A]: { M: 1, L: 2 }, [B]: { S: 1 } })).toBe(
      cartSignature({ [B]: { S: 1 }, [A]: { L: 2, M: 1 } }),
    );
  });
});
