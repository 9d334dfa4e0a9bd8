import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('stores an address once, whatever its case, and thanks every time', async () => {
    const first = await post({ email: '  Amani.Lado@Example.org ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: expect.stringContaining('Thank you') });
    const again = await post({ email: 'amani.lado@example.org' });
    expect(again.json()).toEqual(first.json());
    const [row] = await t.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'amani.lado@example.org'));
    expect(row?.n).toBe(1);
  });

  it.each([[{ email: 'not-an-address' }], [{ email: '' }], [{}], [{ email: 42 }]])(
    'refuses %j with 400 and a readable message',
    async (payload) => {
      const res = await post(payload);
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: 'Please enter a valid e-mail address.',
        errors: { email: 'Please enter a valid e-mail address.' },
      });
    },
  );
});
