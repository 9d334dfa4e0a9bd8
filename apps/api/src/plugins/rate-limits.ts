import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES } from '@shop/contracts';
import { AppError } from '../lib/app-error.ts';
import { redisUpGauge } from './metrics/redis-up.ts';
import { addressKey } from './rate-limits/addresses.ts';
import {
  memoryFailureCounter,
  redisFailureCounter,
  type FailureCounter,
} from './rate-limits/failure-counter.ts';
import { redisOrMemory, type AsyncMethods } from './rate-limits/redis-or-memory.ts';
import { watchRedis, type RedisWatch } from './rate-limits/redis-watch.ts';
import {
  memoryRouteCounts,
  redisRouteCounts,
  routeLimitStore,
} from './rate-limits/route-counts.ts';
import {
  DEFAULT_THROTTLES,
  memoryThrottleStore,
  redisThrottleStore,
  type Throttle,
  type ThrottleName,
} from './rate-limits/sign-in-throttle.ts';

export { addressKey } from './rate-limits/addresses.ts';
export {
  DEFAULT_THROTTLES,
  type Throttle,
  type ThrottleName,
} from './rate-limits/sign-in-throttle.ts';

/** One limit: at most `max` requests per `minutes`. */
export interface Limit {
  max: number;
  minutes: number;
}

/**
 * Limits per client address are generous (many customers share a carrier's NAT address);
 * limits per account (the e-mail in the body) are strict (docs/architecture.md, "Security and
 * accessibility"). Failed sign-ins are also slowed per account and address (DEFAULT_THROTTLES).
 */
export const DEFAULT_LIMITS = {
  loginPerIp: { max: 30, minutes: 1 },
  registerPerIp: { max: 20, minutes: 10 },
  forgotPerIp: { max: 20, minutes: 10 },
  forgotPerEmail: { max: 3, minutes: 15 },
  // A change of e-mail address mails a link to the new address and a notice to the old one
  // (docs/decisions/0051-email-change-and-saved-addresses.md), and checks the current password:
  // few per account, and few to one new address from every account, so nobody's mailbox is flooded.
  emailChangePerAccount: { max: 5, minutes: 60 },
  emailChangePerEmail: { max: 3, minutes: 30 },
  emailChangePerIp: { max: 20, minutes: 10 },
  // Saved addresses: a customer edits a few; a script edits thousands.
  addressChangePerAccount: { max: 60, minutes: 60 },
  // The company site's forms (docs/decisions/0019-company-site.md): a sender or an address
  // that writes this often is a bot, or is using the form to flood someone's mailbox.
  contactPerIp: { max: 20, minutes: 10 },
  contactPerEmail: { max: 5, minutes: 10 },
  newsletterPerIp: { max: 20, minutes: 10 },
  newsletterPerEmail: { max: 3, minutes: 30 },
  // The shopping assistant: a person types far fewer; a NAT address may carry many people.
  chatbotPerIp: { max: 60, minutes: 1 },
  // Questions recorded for the staff's 'Unanswered questions' (modules/questions/question-cap.ts):
  // over it the search and the assistant still answer, the question is just not recorded.
  unansweredPerIp: { max: 60, minutes: 60 },
  // Each order and each reported transaction id mails the shop (docs/decisions/0023-order-mail-and-payment-limits.md):
  // a business may order many times a day, never dozens an hour.
  orderPerAccount: { max: 20, minutes: 60 },
  orderPerIp: { max: 60, minutes: 60 },
  transactionPerAccount: { max: 10, minutes: 60 },
  transactionPerIp: { max: 30, minutes: 60 },
  // Paying from the phone (docs/decisions/0046-mobile-money-attempts.md): each start prompts a
  // phone and calls the operator; the checkout polls a status every few seconds for minutes; an
  // operator's callbacks come from few addresses.
  paymentStartPerAccount: { max: 10, minutes: 60 },
  paymentStartPerIp: { max: 60, minutes: 60 },
  paymentStatusPerIp: { max: 600, minutes: 10 },
  paymentCallbackPerIp: { max: 300, minutes: 1 },
  // Each upload is decoded and resized: cheap to send, costly to process.
  avatarPerAccount: { max: 10, minutes: 60 },
  reviewPerAccount: { max: 10, minutes: 60 },
  // Back-in-stock requests write a row each and mail nobody: a customer taps a few sizes, a
  // script taps thousands.
  stockAlertPerAccount: { max: 60, minutes: 60 },
  // Tracking an order without an account (docs/decisions/0041-device-cookies-and-tracking-limits.md):
  // generous per address (a carrier's NAT); failed tries strict per order number or phone at one
  // address, and ceilings per order number and per phone from every address, so a known number
  // cannot be tried against many phones, nor a known phone against many numbers, however many
  // addresses try, while one address's wrong tries never refuse the customer at another.
  trackPerIp: { max: 30, minutes: 10 },
  trackFailuresPerNumberAtAddress: { max: 5, minutes: 60 },
  trackFailuresPerPhoneAtAddress: { max: 10, minutes: 60 },
  trackFailuresPerNumber: { max: 30, minutes: 60 },
  trackFailuresPerPhone: { max: 30, minutes: 60 },
  // Sign-in without and with the account's device cookie
  // (docs/decisions/0041-device-cookies-and-tracking-limits.md): wrong passwords from every
  // client without it share one allowance per account, which refuses only such clients, so the
  // owner's own devices are never locked out by guesses from elsewhere; each device cookie has an
  // allowance of its own, so a stolen one is bounded too.
  signInUntrustedPerAccount: { max: 20, minutes: 60 },
  signInPerDevice: { max: 10, minutes: 60 },
} satisfies Record<string, Limit>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

export interface RateLimitOptions {
  /** Shared counters for every instance; in memory (one process) without it. */
  redisUrl?: string;
  /** Start of every Redis key this plugin writes (tests give each run its own). */
  keyPrefix?: string;
  limits?: Partial<Record<LimitName, Limit>>;
  throttles?: Partial<Record<ThrottleName, Throttle>>;
}

type PreHandler = (request: FastifyRequest) => Promise<void>;

/**
 * Sign-in attempts at one account from one address, slowed with growing delays
 * (docs/decisions/0021-client-addresses-and-sign-in-throttling.md). Applied only to clients without
 * the account's device cookie (modules/users/sign-in-guard.ts).
 */
export interface SignInThrottle {
  /**
   * preHandler: counts the attempt for the `email` of the body and the client's address before
   * the password is checked, or refuses it (429 with Retry-After) while that pair must wait.
   */
  attempt: PreHandler;
  /** After a right password: forgets this address's attempts at the account. */
  succeeded(request: FastifyRequest): Promise<void>;
}

/**
 * Entries an in-memory per-address or per-e-mail counter keeps at most: the oldest that is not
 * refusing is dropped (rate-limits/expiring-map.ts).
 */
export const MEMORY_COUNTERS_MAX = 50_000;

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
    /**
     * The key the visitor's address is counted under: IPv4 as it is, IPv6 as its /64
     * (rate-limits/addresses.ts).
     */
    clientKey(request: FastifyRequest): string;
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
      /**
       * Failed guesses per `keyOf(request)` (after validation: the body is parsed), refused in
       * `message`'s words; one counter per limit name.
       */
      perKeyFailures(
        name: LimitName,
        keyOf: (request: FastifyRequest) => string,
        message?: string,
      ): FailureLimit;
      /** Sign-in attempts per account (customer and admin sign-in together). */
      signIn: SignInThrottle;
      /** The Redis client of the counters, when there is one (tests watch its connection). */
      redis: Redis | undefined;
      /** Whether the counters are in Redis now (readiness and the `redis_up` metric). */
      redisWatch: RedisWatch | undefined;
    };
  }
}

/**
 * Failed guesses per key (limits.perKeyFailures): `attempt` counts the guess before it is checked
 * and refuses it (429 with Retry-After) once the key's failures reached the limit; `succeeded`
 * takes a right guess back.
 */
export interface FailureLimit {
  attempt: PreHandler;
  succeeded(request: FastifyRequest): Promise<void>;
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

/** Seconds to send in Retry-After: at least 1. */
const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Waits for the first connection (or its failure), so limits count from the first request. */
async function firstConnection(redis: Redis, timeoutMs: number) {
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

export default fp(async function rateLimits(app: FastifyInstance, opts: RateLimitOptions) {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const throttles = { ...DEFAULT_THROTTLES, ...opts.throttles };
  const prefix = opts.keyPrefix ?? 'shop-';
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
  const clientKey = (request: FastifyRequest) => addressKey(clientAddress(request));
  app.decorate('forwardKey', forwardKey);
  app.decorate('clientAddress', clientAddress);
  app.decorate('clientKey', clientKey);

  // Redis is a shared counter, not the shop's data: while it is away every counter falls back to
  // this process's memory, and counts in Redis again once it is back
  // (docs/decisions/0042-counters-without-redis.md).
  let redis: Redis | undefined;
  let redisWatch: RedisWatch | undefined;
  if (opts.redisUrl) {
    redis = new Redis(opts.redisUrl, {
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
      // A command while Redis is away fails at once (and is counted in memory) instead of
      // holding the request until Redis is back.
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redisWatch = watchRedis(redis, app.log);
    if (app.hasDecorator('metrics')) redisUpGauge(app.metrics.registry, redisWatch);
    await firstConnection(redis, 2_000);
  }
  /** A counter kind in Redis (in memory while it is away), or in memory without REDIS_URL. */
  const countersOf = <S extends AsyncMethods<S>>(
    inRedis: (redis: Redis) => S,
    inMemory: () => NoInfer<S> & { clear(): void },
  ): S =>
    redis && redisWatch ? redisOrMemory(redisWatch, inRedis(redis), inMemory()) : inMemory();
  await app.register(rateLimit, {
    global: false,
    // Each route's limit (and each createRateLimit) gets counts of its own; in memory each keeps
    // at most MEMORY_COUNTERS_MAX keys, never dropping one that refuses.
    store: routeLimitStore((namespace) =>
      countersOf(
        (client) => redisRouteCounts(client, `${prefix}rl-${namespace}`),
        () => memoryRouteCounts(MEMORY_COUNTERS_MAX),
      ),
    ),
    // The store does not fail for Redis (it counts in memory instead): an error is a bug, and
    // is not hidden by letting every request through.
    skipOnError: false,
    keyGenerator: clientKey,
    errorResponseBuilder: () => tooMany(),
  });
  if (redis) {
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }

  // A refusal says when to try again (Retry-After), however its preHandler was called.
  const retryAfter = new WeakMap<FastifyRequest, number>();
  const refuse = (request: FastifyRequest, waitMs: number, message?: string): never => {
    retryAfter.set(request, retryAfterSeconds(waitMs));
    throw tooMany(message);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const seconds = retryAfter.get(request);
    if (seconds !== undefined) reply.header('retry-after', seconds);
    return payload;
  });

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
      if (!result.isAllowed && result.isExceeded) refuse(request, result.ttl, message);
    };
    return handler;
  };
  const perAccount = new Map<LimitName, PreHandler>();

  const throttleStore = countersOf(
    (client) => redisThrottleStore(client, throttles.signInPerAddress),
    () => memoryThrottleStore(throttles.signInPerAddress),
  );
  const signInKey = (request: FastifyRequest) =>
    `${prefix}signin-address:${emailOf(request)}|${clientKey(request)}`;
  const signIn: SignInThrottle = {
    async attempt(request) {
      const key = signInKey(request);
      const waitMs = await throttleStore.attempt(key, Date.now());
      if (waitMs > 0) refuse(request, waitMs);
    },
    async succeeded(request) {
      const key = signInKey(request);
      await throttleStore.succeeded(key);
    },
  };

  const failureCounters = new Map<LimitName, FailureCounter>();
  const failureCounter = (name: LimitName): FailureCounter => {
    const known = failureCounters.get(name);
    if (known) return known;
    const rule = { max: limits[name].max, windowMs: windowMs(limits[name]) };
    const counter = countersOf(
      (client) => redisFailureCounter(client, rule),
      () => memoryFailureCounter(rule, MEMORY_COUNTERS_MAX),
    );
    failureCounters.set(name, counter);
    return counter;
  };
  const perKeyFailures = (
    name: LimitName,
    keyOf: (request: FastifyRequest) => string,
    message?: string,
  ): FailureLimit => {
    const counter = failureCounter(name);
    const keyFor = (request: FastifyRequest) => `${prefix}failures-${name}:${keyOf(request)}`;
    return {
      async attempt(request) {
        const waitMs = await counter.attempt(keyFor(request));
        if (waitMs > 0) refuse(request, waitMs, message);
      },
      async succeeded(request) {
        await counter.succeeded(keyFor(request));
      },
    };
  };

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
      const handler = counted(name, (request) => request.user?.id ?? clientKey(request), message);
      perAccount.set(name, handler);
      return handler;
    },
    perKeyFailures,
    signIn,
    redis,
    redisWatch,
  });
});
