import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, type Limit, type LimitName } from './plugins/rate-limits.ts';
import { signUp, signUpAdmin } from './test/account-fixtures.ts';
import {
  operationsOf,
  requestArbitrary,
  type Caller,
  type FuzzRequest,
} from './test/fuzz/operations.ts';
import { createTestApp } from './test/test-app.ts';

// Every API route, driven by its own zod contract (through the OpenAPI document generated from
// it): valid requests and hostile ones must answer 2xx or 4xx with a message, never a 5xx, never
// a stack trace or SQL. Bounded: a fixed number of requests and seconds per route (FUZZ_RUNS
// raises the count for a longer hunt).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 24;
const SECONDS_PER_ROUTE = 6;

// Limits would turn most requests into 429s before they reach a handler.
const unlimited = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((name) => [name, { max: 1_000_000, minutes: 1 }]),
) as Record<LimitName, Limit>;

const t = await createTestApp({ rateLimits: { limits: unlimited } });
afterAll(() => t.close());
const customer = await signUp(t.app, 'Fuzz Customer');
const admin = await signUpAdmin(t.app, t.db, 'Fuzz Staff');
const tokens: Record<Caller, Record<string, string>> = {
  anonymous: {},
  customer: customer.headers,
  admin: admin.headers,
};

const operations = operationsOf(t.app.swagger());

/** What a refusal or an answer must never show: internals a caller could learn from. */
const LEAKS = [
  /\n\s+at .+\(.*:\d+:\d+\)/, // a stack frame
  /node_modules|\/src\/|\.ts:\d+/,
  // SQL as drizzle and PostgreSQL quote it ('Please select a size ... from 0 to 99' is no leak).
  /Failed query|\bselect\s+("|\*|count\()|insert into\s+"|update\s+"\w+"\s+set|delete from\s+"/i,
  /syntax error|violates .* constraint|relation ".+"|duplicate key|PGlite|drizzle/i,
];

async function send(request: FuzzRequest) {
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...tokens[request.caller] },
    payload: request.payload,
  });
}

describe('every API route under valid and hostile input', () => {
  it('finds the routes in the contracts', () => {
    // A walk over an empty list would prove nothing.
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 2xx or 4xx with a message',
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (request) => {
          const res = await send(request);
          const where = `${request.method} ${request.url.slice(0, 200)} as ${request.caller} → ${res.statusCode}: ${res.body.slice(0, 300)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
          if (res.statusCode >= 400) {
            const body = res.json<{ success?: unknown; message?: unknown }>();
            expect(body.success, where).toBe(false);
            expect(typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: SECONDS_PER_ROUTE * 1000 },
      );
    },
    SECONDS_PER_ROUTE * 1000 + 20_000,
  );

  it('left no polluted prototype behind after every request above', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.role).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
