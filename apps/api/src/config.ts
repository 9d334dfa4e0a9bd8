import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url, type S3Location } from './lib/s3-url.ts';

/**
 * TRUST_PROXY: `false` (the socket's peer is the client), how many proxies stand in front (1, 2),
 * or the addresses and CIDR ranges of the proxies whose X-Forwarded-For is believed.
 */
export type TrustProxy = false | number | string[];

const HOPS_MAX = 10;
/** proxy-addr's names for whole ranges, which Fastify understands in a list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The value of TRUST_PROXY, or the message saying what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    return (
      '"true" would let every client choose its own address (the left-most X-Forwarded-For entry). ' +
      'Set the number of proxies in front of the server (e.g. 1) or their addresses ' +
      '(e.g. 127.0.0.1,10.0.0.0/8), or false when clients connect directly'
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= HOPS_MAX
      ? hops
      : `must be a number of proxies from 1 to ${HOPS_MAX}, or a list of their addresses`;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length)
    return (
      `${bad.map((entry) => `"${entry}"`).join(', ')} is not an address or CIDR range: ` +
      'set false, a number of proxies (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8)'
    );
  return entries;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. A number of proxies becomes a function that
 * believes that many hops from the right of X-Forwarded-For (Fastify itself trusts nothing for a
 * plain number), so a left-most entry a client wrote is never taken as its address.
 */
export function trustProxyOption(value: TrustProxy): false | string[] | TrustProxyFn {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
type TrustProxyFn = (address: string, hop: number) => boolean;

/** A variable left empty counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
const httpUrl = z.url({
  protocol: /^https?$/,
  message: 'must be an http:// or https:// URL',
});

// Every variable is optional (docs/architecture.md, "One process by default, many when it grows").
// A bad value stops start-up with a list of every problem, rather than failing later in a request.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PUBLIC_URL: z
    .url({ message: 'must be an absolute URL such as https://shop.example.com' })
    .optional(),
  /** Who may name the client's address in X-Forwarded-For (docs/decisions/0021-client-addresses-and-sign-in-throttling.md). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * A folder of finished demo pictures shared by shops started one after another (the test
   * runs start dozens): each is named by a hash of its drawing, so none is ever stale. Unset: the
   * pictures are drawn on a first start, as a shop needs only once.
   */
  DEMO_ART_CACHE_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Session length of a sign-in, e.g. 7d, 12h. */
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
    .default('7d'),
  /** Session length of a staff (admin) sign-in: shorter, since a staff token can do more. */
  JWT_STAFF_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 8h or 30m')
    .default('12h'),
  ADMIN_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Boma Star <no-reply@bomastartrading.com>'),
  /**
   * The outbox's wait after a failed send (milliseconds), doubled after each further failure up to
   * 30 minutes (modules/mail/retry-policy.ts). The end-to-end tests shorten it, so a send that
   * failed once is tried again well within their waits for an e-mail.
   */
  MAIL_RETRY_FIRST_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /**
   * Memory for the rendered-page cache of anonymous visitors, in megabytes (0 turns it off):
   * pages kept compressed, least recently used dropped first.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Memory for the catalogue API's cached answers, in megabytes (0 turns it off). */
  API_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * How often an instance reads the cache versions other instances bump (milliseconds): a change
   * made on one instance is served by every other one within this time.
   */
  CACHE_POLL_MS: z.coerce.number().int().min(50).max(1000).default(250),
  /**
   * Worker processes with DATABASE_URL (node:cluster); one per core when unset. The embedded
   * PGlite is one process, so without DATABASE_URL there is always one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * The S3-compatible bucket the images are kept in, for several instances behind a load balancer:
   * https://ACCESS_KEY:SECRET_KEY@host/bucket?region=... (docs/decisions/0032-image-storage.md).
   * Unset or empty: DATA_DIR/uploads on this server.
   */
  S3_URL: z
    .string()
    .optional()
    .transform((value, ctx): S3Location | undefined => {
      if (!value?.trim()) return undefined;
      const parsed = parseS3Url(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Where the storefront's server build lives; empty serves the API alone. */
  WEB_BUILD_DIR: z.string().optional(),
  /** Where the admin site's build (index.html and assets) lives; empty serves no /admin. */
  ADMIN_BUILD_DIR: z.string().optional(),
  /**
   * The bearer token a Prometheus scrape of /metrics sends (docs/decisions/0034-operator-signals.md);
   * unset or empty: /metrics answers 404.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Milliseconds between SIGTERM and closing: /api/ready answers 503 meanwhile while everything
   * is still served, so a load balancer that polls it stops sending work first (0: close at once).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(0),
  /**
   * The hour (0-23, Juba time) of the daily backup the running shop takes of itself; unset or
   * empty: no scheduled backup (docs/backups.md).
   */
  BACKUP_HOUR: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    z.coerce.number().int('must be a whole hour').min(0).max(23).optional(),
  ),
  /** How many archives the scheduled backup keeps in BACKUP_DIR (the oldest beyond go). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Where backups are written; unset: DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  // MTN MoMo's Collection API (docs/decisions/0046-mobile-money-attempts.md): all four of the
  // base URL, API user, API key and subscription key, with the target environment, or none
  // (customers then pay by hand, as before).
  MTN_MOMO_BASE_URL: optionalText.pipe(httpUrl.optional()),
  MTN_MOMO_API_USER: optionalText,
  MTN_MOMO_API_KEY: optionalText,
  MTN_MOMO_SUBSCRIPTION_KEY: optionalText,
  /** MTN's name for the market and mode, e.g. sandbox or mtnsouthsudan. */
  MTN_MOMO_TARGET_ENVIRONMENT: optionalText,
  /** The currency requested; the shop's prices are South Sudanese pounds. */
  MTN_MOMO_CURRENCY: z
    .string()
    .default('SSP')
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as SSP')),
  /**
   * The shop's address as the operator reaches it, for its callbacks; unset: PUBLIC_URL, and
   * without either no callback is asked for (the shop still polls).
   */
  PAYMENTS_CALLBACK_BASE: optionalText.pipe(httpUrl.optional()),
  // Airtel Money's Open API, Collection (docs/decisions/0048-airtel-money.md): the base URL,
  // client id and client secret together, or none (Airtel customers then pay by hand). Airtel
  // calls back to the one address registered for the merchant: /api/payments/airtel/callback.
  AIRTEL_MONEY_BASE_URL: optionalText.pipe(httpUrl.optional()),
  AIRTEL_MONEY_CLIENT_ID: optionalText,
  AIRTEL_MONEY_CLIENT_SECRET: optionalText,
  /** X-Country and the subscriber's country: Airtel's two-letter code of the market. */
  AIRTEL_MONEY_COUNTRY: z
    .string()
    .default('SS')
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as SS')),
  /** X-Currency and the currency requested. */
  AIRTEL_MONEY_CURRENCY: z
    .string()
    .default('SSP')
    .pipe(z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as SSP')),
  // SMS through Twilio's Messages API or a gateway with its REST shape, and WhatsApp through the
  // WhatsApp Business Cloud API (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md): each
  // channel's variables together, or none (its messages are then files in DATA_DIR/outbox).
  SMS_BASE_URL: optionalText.pipe(httpUrl.optional()),
  SMS_ACCOUNT_SID: optionalText,
  SMS_AUTH_TOKEN: optionalText,
  /** The sending number (+211...) or the sender id the gateway gave the shop. */
  SMS_FROM: optionalText,
  WHATSAPP_BASE_URL: optionalText.pipe(httpUrl.optional()),
  /** The Graph API version in the path, v21.0 and so on. */
  WHATSAPP_API_VERSION: z
    .string()
    .default('v21.0')
    .pipe(z.string().regex(/^v\d+\.\d+$/, 'must look like v21.0')),
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  /** Signs the webhook's deliveries (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalText,
  /** What Meta sends when it checks the webhook's address (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optionalText,
  /** The language code of the approved templates. */
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .default('en')
    .pipe(
      z.string().regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a language code such as en or en_US'),
    ),
  /**
   * The shop's address as the providers reach it, for their status callbacks; unset: PUBLIC_URL.
   */
  MESSAGING_CALLBACK_BASE: optionalText.pipe(httpUrl.optional()),
  /**
   * 1: fake MTN and Airtel operators run inside the shop for the operators not configured, and
   * the admin's Payment sandbox page approves or declines in the payer's place
   * (docs/decisions/0048-airtel-money.md). The shop says so in its log at start-up.
   */
  PAYMENTS_SANDBOX: z
    .enum(['1', '0', 'true', 'false', ''], { message: 'must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** The MTN MoMo variables that must all be set together; the rest have defaults. */
const MTN_REQUIRED = [
  'MTN_MOMO_BASE_URL',
  'MTN_MOMO_API_USER',
  'MTN_MOMO_API_KEY',
  'MTN_MOMO_SUBSCRIPTION_KEY',
  'MTN_MOMO_TARGET_ENVIRONMENT',
] as const;

/** The Airtel Money variables that must all be set together; the rest have defaults. */
const AIRTEL_REQUIRED = [
  'AIRTEL_MONEY_BASE_URL',
  'AIRTEL_MONEY_CLIENT_ID',
  'AIRTEL_MONEY_CLIENT_SECRET',
] as const;

type Env = z.output<typeof envSchema>;

/** The SMS variables that must all be set together (the base URL defaults to Twilio's). */
const SMS_REQUIRED = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;

/** The WhatsApp variables that must all be set together. */
const WHATSAPP_REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** Half a configuration would fail at the first customer's payment: refused at start-up instead. */
function requireTogether(env: Env, ctx: z.RefinementCtx, names: readonly (keyof Env)[]) {
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length || missing.length === 0) return;
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set with ${names.filter((n) => !missing.includes(n)).join(', ')}`,
    });
  }
}

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  requireTogether(env, ctx, MTN_REQUIRED);
  requireTogether(env, ctx, AIRTEL_REQUIRED);
  requireTogether(env, ctx, SMS_REQUIRED);
  requireTogether(env, ctx, WHATSAPP_REQUIRED);
  if (!env.PAYMENTS_SANDBOX) return;
  // The fakes keep their requests in one process's memory: another worker process would ask
  // fakes of its own, which never heard of them.
  if (env.DATABASE_URL && env.WEB_CONCURRENCY !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_SANDBOX'],
      message:
        'the fake operators live in one process: with DATABASE_URL set WEB_CONCURRENCY=1 as well',
    });
});

/** MTN MoMo's settings when all of them are given, else undefined (the provider is off). */
export function mtnMomoConfig(config: Config): MtnMomoConfig | undefined {
  const {
    MTN_MOMO_BASE_URL: baseUrl,
    MTN_MOMO_API_USER: apiUser,
    MTN_MOMO_API_KEY: apiKey,
    MTN_MOMO_SUBSCRIPTION_KEY: subscriptionKey,
    MTN_MOMO_TARGET_ENVIRONMENT: targetEnvironment,
  } = config;
  if (!baseUrl || !apiUser || !apiKey || !subscriptionKey || !targetEnvironment) return undefined;
  const callbackBase = config.PAYMENTS_CALLBACK_BASE ?? config.PUBLIC_URL;
  return {
    baseUrl,
    apiUser,
    apiKey,
    subscriptionKey,
    targetEnvironment,
    currency: config.MTN_MOMO_CURRENCY,
    ...(callbackBase ? { callbackBase } : {}),
  };
}

export interface MtnMomoConfig {
  baseUrl: string;
  apiUser: string;
  apiKey: string;
  subscriptionKey: string;
  targetEnvironment: string;
  currency: string;
  /** Where the operator's callbacks reach the shop; absent: polling alone. */
  callbackBase?: string;
}

/** Airtel Money's settings when all of them are given, else undefined (the provider is off). */
export function airtelMoneyConfig(config: Config): AirtelMoneyConfig | undefined {
  const {
    AIRTEL_MONEY_BASE_URL: baseUrl,
    AIRTEL_MONEY_CLIENT_ID: clientId,
    AIRTEL_MONEY_CLIENT_SECRET: clientSecret,
  } = config;
  if (!baseUrl || !clientId || !clientSecret) return undefined;
  return {
    baseUrl,
    clientId,
    clientSecret,
    country: config.AIRTEL_MONEY_COUNTRY,
    currency: config.AIRTEL_MONEY_CURRENCY,
  };
}

export interface AirtelMoneyConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** X-Country, e.g. SS. */
  country: string;
  /** X-Currency, e.g. SSP. */
  currency: string;
}

/** The SMS gateway's settings when its variables are given, else undefined (files instead). */
export function smsConfig(config: Config) {
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = config;
  if (!accountSid || !authToken || !from) return undefined;
  return { baseUrl: config.SMS_BASE_URL ?? 'https://api.twilio.com', accountSid, authToken, from };
}

/** The WhatsApp Cloud API's settings when its variables are given, else undefined (files). */
export function whatsAppConfig(config: Config) {
  const {
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: accessToken,
    WHATSAPP_APP_SECRET: appSecret,
    WHATSAPP_VERIFY_TOKEN: verifyToken,
  } = config;
  if (!phoneNumberId || !accessToken || !appSecret || !verifyToken) return undefined;
  return {
    baseUrl: config.WHATSAPP_BASE_URL ?? 'https://graph.facebook.com',
    version: config.WHATSAPP_API_VERSION,
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    language: config.WHATSAPP_TEMPLATE_LANGUAGE,
  };
}

export type Config = Env & { uploadsDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return { ...parsed.data, DATA_DIR: dataDir, uploadsDir: path.join(dataDir, 'uploads') };
}
