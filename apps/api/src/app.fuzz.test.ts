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
// a stack trace or SQL. Every route gets its full count of requests (FUZZ_RUNS raises it for a
// longer hunt); none is cut short by a clock, so a slow route is never counted as a pass it did
// not earn. The run is seeded: the seed is printed, and FUZZ_SEED=<seed> replays it.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 24;
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
console.log(
  `API fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS_PER_ROUTE} runs a route`,
);
/** A safety net for a hung route, not a limit on the runs: a route that reaches it fails. */
const ROUTE_TIMEOUT_MS = 120_000;

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

  it.each(operations.map((op, index) => [`${op.method} ${op.path}`, op, index] as const))(
    '%s answers 2xx or 4xx with a message',
    async (_name, operation, index) => {
      let runs = 0;
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation), async (request) => {
            runs += 1;
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
          // One seed per route, so a route's failure replays alone and in the whole run alike.
          { numRuns: RUNS_PER_ROUTE, seed: SEED + index, verbose: true },
        )
        .catch((err: unknown) => {
          throw new Error(`${String(err)}\nReplay the whole run with FUZZ_SEED=${SEED}`);
        });
      // fast-check stops early only on a failure (thrown above), so every run was made.
      expect(runs).toBeGreaterThanOrEqual(RUNS_PER_ROUTE);
    },
    ROUTE_TIMEOUT_MS,
  );

  it('left no polluted prototype behind after every request above', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.role).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
