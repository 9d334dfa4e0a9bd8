import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatbotQueryResponseSchema } from '@shop/contracts';
import { postQuery, recordedQuestions } from '../../test/assistant-fixtures.ts';
import { randomClientAddress } from '../../test/contact-fixtures.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app.ts';
import { testRedis } from '../../test/redis-fixtures.ts';

// What one client address may add to the staff's 'Unanswered questions' in an hour: a small
// share here (3) so the tests reach it; the shop's own is DEFAULT_LIMITS.unansweredPerIp.
const limits = { unansweredPerIp: { max: 3, minutes: 60 } };

const tag = () => `zc${randomBytes(3).toString('hex')}`;

function asker(app: () => TestApp) {
  return {
    async search(q: string, remoteAddress: string) {
      const res = await app().app.inject({
        url: `/api/product/list?q=${encodeURIComponent(q)}`,
        remoteAddress,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().total).toBe(0);
      return res;
    },
    async ask(message: string, remoteAddress: string) {
      const res = await postQuery(
        app().app,
        { message, userId: null, sessionId: '1' },
        { remoteAddress },
      );
      expect(res.statusCode, res.body).toBe(200);
      return chatbotQueryResponseSchema.parse(res.json()).response;
    },
    recorded: (text: string) => recordedQuestions(app().db, text),
  };
}

describe('one address adds at most its share of questions an hour', () => {
  const t = useTestApp({ rateLimits: { limits } });
  const { search, ask, recorded } = asker(() => t);

  it('records nothing more once over it, new or repeated, while still answering as ever', async () => {
    const address = randomClientAddress();
    const word = tag();
    // Its share: two questions, one of them asked twice (a repeat counts: it moves the list).
    await search(`${word} anvils`, address);
    await search(`${word} anvils`, address);
    expect((await ask(`show me ${word} bellows`, address)).action).toBe('no_products');

    // Over it: the visitor is answered as before, nothing is recorded.
    const over = await search(`${word} tongs`, address);
    expect(over.json()).toMatchObject({ success: true, products: [], total: 0 });
    expect((await ask(`show me ${word} bellows`, address)).action).toBe('no_products');
    await search(`${word} anvils`, address);

    expect(await recorded(`${word} anvils`)).toEqual([
      { text: `${word} anvils`, source: 'search', count: 2 },
    ]);
    expect(await recorded(`show me ${word} bellows`)).toEqual([
      { text: `show me ${word} bellows`, source: 'assistant', count: 1 },
    ]);
    expect(await recorded(`${word} tongs`)).toEqual([]);

    // Another address has a share of its own.
    await search(`${word} tongs`, randomClientAddress());
    expect(await recorded(`${word} tongs`)).toEqual([
      { text: `${word} tongs`, source: 'search', count: 1 },
    ]);
  });

  it('counts an IPv6 /64 as one address, as every per-address limit does', async () => {
    const word = tag();
    const prefix = `2001:db8:${randomBytes(2).toString('hex')}:1`;
    for (let i = 1; i <= 4; i++) await search(`${word} ladle ${'x'.repeat(i)}`, `${prefix}::${i}`);
    const counts = await Promise.all(
      [1, 2, 3, 4].map(async (i) => (await recorded(`${word} ladle ${'x'.repeat(i)}`)).length),
    );
    expect(counts).toEqual([1, 1, 1, 0]);
  });
});

// Instances behind a load balancer share one share per address: the counter lives in Redis.
// CI sets TEST_REDIS_URL; without it there is no Redis to test against.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('the share counted in Redis, across instances', () => {
  const { keyPrefix } = testRedis('questions');
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ rateLimits: { redisUrl, keyPrefix, limits } });
    second = await createTestApp({
      database: first.handle,
      rateLimits: { redisUrl, keyPrefix, limits },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts what one address records on either instance against one share', async () => {
    const a = asker(() => first);
    const b = asker(() => second);
    const address = randomClientAddress();
    const word = tag();
    await a.search(`${word} hinge`, address);
    await b.search(`${word} hinge`, address);
    await a.search(`${word} bolt`, address);
    await b.search(`${word} rivet`, address);
    await a.search(`${word} rivet`, address);
    expect(await a.recorded(`${word} hinge`)).toEqual([
      { text: `${word} hinge`, source: 'search', count: 2 },
    ]);
    await b.recorded(`${word} rivet`);
    expect(await a.recorded(`${word} bolt`)).toHaveLength(1);
    expect(await a.recorded(`${word} rivet`)).toEqual([]);
  });
});
