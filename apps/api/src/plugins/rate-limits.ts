import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
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
  // The company site's forms (docs/decisions/0019-company-site.md): a sender or an address
  // that writes this often is a bot, or is using the form to flood someone's mailbox.
  contactPerIp: { max: 20, minutes: 10 },
  contactPerEmail: { max: 5, minutes: 10 },
  newsletterPerIp: { max: 20, minutes: 10 },
  newsletterPerEmail: { max: 3, minutes: 30 },
  // The shopping assistant: a person types far fewer; a NAT address may carry many people.
  chatbotPerIp: { max: 60, minutes: 1 },
  // Each order and each reported transaction id mails the shop (docs/decisions/0023-order-mail-and-payment-limits.md):
  // a business may order many times a day, never dozens an hour.
  orderPerAccount: { max: 20, minutes: 60 },
  orderPerIp: { max: 60, minutes: 60 },
  transactionPerAccount: { max: 10, minutes: 60 },
  transactionPerIp: { max: 30, minutes: 60 },
  // Each upload is decoded and resized: cheap to send, costly to process.
  avatarPerAccount: { max: 10, minutes: 60 },
  reviewPerAccount: { max: 10, minutes: 60 },
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

/** The headers through which the storefront's route actions name the visitor they act for. */
export const FORWARDED_CLIENT_HEADER = 'x-shop-client-ip';
export const FORWARD_KEY_HEADER = 'x-shop-forward-key';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A random key of this process, given to the storefront's server renderer (same process) so
     * its route actions can name the visitor in FORWARDED_CLIENT_HEADER (decision 0019).
     */
    forwardKey: string;
    /** The visitor's address: the forwarded one with this process's key, else `request.ip`. */
    clientAddress(request: FastifyRequest): string;
    limits: {
      /**
       * Route config for a limit per client address (`config: { rateLimit: ... }`), refused in
       * `message`'s words (the sign-in words by default).
       */
      perIp(name: LimitName, message?: string): RouteLimit;
      /**
       * preHandler counting requests per lower-cased `email` of the (validated) body; one
       * counter per limit name, refused in the words of the first route that asked for it.
       */
      perEmail(name: LimitName, message?: string): PreHandler;
      /**
       * preHandler counting requests per signed-in account (put it after `requireUser`), refused
       * in `message`'s words; one counter per limit name.
       */
      perAccount(name: LimitName, message?: string): PreHandler;
      /** Counts failed attempts per `email` of the body (sign-ins: docs/architecture.md section 7). */
      failuresPerEmail(name: LimitName): FailureLimit;
    };
  }
}

interface RouteLimit {
  max: number;
  timeWindow: number;
  errorResponseBuilder: () => AppError;
}

const tooMany = (message: string = ACCOUNT_MESSAGES.tooManyAttempts) =>
  new AppError('RATE_LIMITED', message);

const headerOf = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Compares in constant time, so the key cannot be guessed a character at a time. */
function sameKey(given: string | undefined, key: Buffer): boolean {
  if (!given) return false;
  const bytes = Buffer.from(given);
  return bytes.length === key.length && timingSafeEqual(bytes, key);
}

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
  const forwardKey = randomBytes(32).toString('base64url');
  const forwardKeyBytes = Buffer.from(forwardKey);
  // Anyone may send the headers; only the storefront in this process knows the key.
  const clientAddress = (request: FastifyRequest): string => {
    const forwarded = headerOf(request, FORWARDED_CLIENT_HEADER)?.trim();
    if (
      forwarded &&
      isIP(forwarded) &&
      sameKey(headerOf(request, FORWARD_KEY_HEADER), forwardKeyBytes)
    )
      return forwarded;
    return request.ip;
  };
  app.decorate('forwardKey', forwardKey);
  app.decorate('clientAddress', clientAddress);

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
    keyGenerator: clientAddress,
    errorResponseBuilder: () => tooMany(),
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
  const counted = (
    name: LimitName,
    keyOf: (request: FastifyRequest) => string,
    message?: string,
  ) => {
    const limit = limits[name];
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: windowMs(limit),
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
    });
    const handler: PreHandler = async (request) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(message);
    };
    return handler;
  };
  const perAccount = new Map<LimitName, PreHandler>();
  app.decorate('limits', {
    perIp: (name: LimitName, message?: string) => ({
      max: limits[name].max,
      timeWindow: windowMs(limits[name]),
      errorResponseBuilder: () => tooMany(message),
    }),
    perEmail(name: LimitName, message?: string): PreHandler {
      const known = perEmail.get(name);
      if (known) return known;
      const handler = counted(name, emailOf, message);
      perEmail.set(name, handler);
      return handler;
    },
    perAccount(name: LimitName, message?: string): PreHandler {
      const known = perAccount.get(name);
      if (known) return known;
      const handler = counted(
        name,
        (request) => request.user?.id ?? app.clientAddress(request),
        message,
      );
      perAccount.set(name, handler);
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
