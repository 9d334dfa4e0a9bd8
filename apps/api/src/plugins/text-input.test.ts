import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '@shop/contracts';
import { signUp } from '../test/account-fixtures.ts';
import { expectRefusal } from '../test/refusals.ts';
import { useTestApp } from '../test/test-app.ts';
import { holdsNul } from './text-input.ts';

const t = useTestApp();
const refusal = { code: 'BAD_REQUEST', message: API_MESSAGES.nulCharacter } as const;

describe('holdsNul', () => {
  it('finds a NUL in a string or a key at any depth', () => {
    expect(holdsNul({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(holdsNul({ 'k\u0000': 1 })).toBe(true);
    expect(holdsNul({ a: ['fine', 3, null, { b: 'ünïcödé 👩‍👩‍👧' }] })).toBe(false);
  });

  it('walks JSON nested far deeper than the stack would allow a recursive walk', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsNul(deep)).toBe(true);
  });
});

describe('a NUL character sent to the API', () => {
  it('is refused with 400 in a body, where PostgreSQL would have failed the write', async () => {
    const customer = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-profile',
      headers: customer.headers,
      payload: { name: 'Achol\u0000Deng' },
    });
    expectRefusal(res, 400, refusal);
  });

  it('is refused with 400 in a query and in a path', async () => {
    expectRefusal(await t.app.inject('/api/product/list?q=cem%00ent'), 400, refusal);
    expectRefusal(await t.app.inject('/api/pages/pri%00vacy'), 400, refusal);
  });
});
