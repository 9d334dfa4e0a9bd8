import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES } from '@shop/contracts';
import { AppError } from './errors.ts';

/** One limit: at most `max` requests per `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

/**
 * Limits per client address are generous (many customers share a carrier's NAT address);
 * limits per account (the e-mail in the body) are strict (docs/architecture.md section 7).
 */
export const DEFAULT_LIMITS = {
  loginPerIp: { max: 30, minutes: 1 },
  loginPerEmail: { max: 10, minutes: 15 },
  registerPerIp: { max: 20, minutes: 10 },
  forgotPerIp: { max: 20, minutes: 10 },
  forgotPerEmail: { max: 3, minutes: 15 },
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

export interface RateLimitOptions {
  /** Shared counters for every instance; in memory (one process) without it. */
  redisUrl?: string;
  limits?: Partial<Record<LimitName, Limit>>;
}

type PreHandler = (request: FastifyRequest) => Promise<void>;

/** Failed sign-ins per account: only failures count, and a success clears them. */
export interface FailureLimit {
  /** preHandler: 429 once the account in the body has reached its failures. */
  check: PreHandler;
  fail(request: FastifyRequest): Promise<void>;
  clear(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** Route config for a limit per client address (`config: { rateLimit: ... }`). */
      perIp(name: LimitName): { max: number; timeWindow: number };
      /** preHandler counting requests per lower-cased `email` of the (validated) body. */
      perEmail(name: LimitName): PreHandler;
      /** Counts failed attempts per `email` of the body (sign-ins: docs/architecture.md section 7). */
      failuresPerEmail(name: LimitName): FailureLimit;
    };
  }
}

const tooMany = () => new AppError('RATE_LIMITED', ACCOUNT_MESSAGES.tooManyAttempts);

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** A counter per key that expires `windowMs` after its first failure: Redis or memory. */
function failureStore(redis: Redis | undefined, windowMs: number) {
  if (redis) {
    return {
      async count(key: string) {
        return Number(await redis.get(key)) || 0;
      },
      async add(key: string) {
        await redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
      },
      async clear(key: string) {
        await redis.del(key);
      },
    };
  }
  const counts = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const entry = counts.get(key);
    if (entry && entry.until <= Date.now()) counts.delete(key);
    return counts.get(key);
  };
  return {
    async count(key: string) {
      return live(key)?.n ?? 0;
    },
    async add(key: string) {
      const entry = live(key);
      counts.set(key, { n: (entry?.n ?? 0) + 1, until: entry?.until ?? Date.now() + windowMs });
    },
    async clear(key: string) {
      counts.delete(key);
    },
  };
}

export default fp(async function rateLimits(app: FastifyInstance, opts: RateLimitOptions) {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  let redis: Redis | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) unavailable'));
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'shop-rl-' } : {}),
    // An unreachable Redis must not lock every customer out: the request goes through, logged.
    skipOnError: true,
    errorResponseBuilder: tooMany,
  });
  if (redis) {
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }

  const windowMs = (limit: Limit) => limit.minutes * 60_000;
  // One counter per limit name, so login and admin login count the same account's attempts.
  const perEmail = new Map<LimitName, PreHandler>();
  app.decorate('limits', {
    perIp: (name: LimitName) => ({ max: limits[name].max, timeWindow: windowMs(limits[name]) }),
    perEmail(name: LimitName): PreHandler {
      const known = perEmail.get(name);
      if (known) return known;
      const limit = limits[name];
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: windowMs(limit),
        keyGenerator: (request) => `${name}:${emailOf(request)}`,
      });
      const handler: PreHandler = async (request) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) throw tooMany();
      };
      perEmail.set(name, handler);
      return handler;
    },
    failuresPerEmail(name: LimitName): FailureLimit {
      const limit = limits[name];
      const store = failureStore(redis, windowMs(limit));
      const key = (request: FastifyRequest) => `shop-fail-${name}:${emailOf(request)}`;
      // An unreachable Redis must not lock every customer out (as skipOnError above).
      const safely = async <T>(work: () => Promise<T>, fallback: T) => {
        try {
          return await work();
        } catch (err) {
          app.log.warn({ err }, 'redis (sign-in failures) unavailable');
          return fallback;
        }
      };
      return {
        async check(request) {
          if ((await safely(() => store.count(key(request)), 0)) >= limit.max) throw tooMany();
        },
        fail: (request) => safely(() => store.add(key(request)), undefined),
        clear: (request) => safely(() => store.clear(key(request)), undefined),
      };
    },
  });
});
