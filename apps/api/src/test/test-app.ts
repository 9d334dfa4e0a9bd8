import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { openPglite, openPostgres, type DbHandle } from '../db/client.ts';
import type { MailWorkerOptions } from '../modules/mail/worker.ts';
import type { S3Location } from '../lib/s3-url.ts';
import { withDatabase } from './template.ts';

let counter = 0;

/** PUBLIC_URL of test apps: the base of links in their e-mails. */
export const TEST_PUBLIC_URL = 'https://shop.test';

/** Known to the tests, so they can forge tokens signed with it (or with another key). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/** A private copy of the seeded template database, on PGlite or on the PostgreSQL server. */
export async function openTestDatabase(
  poolSize = 4,
): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const template = inject('pgTemplate');
  if (template) {
    const adminUrl = inject('pgAdminUrl');
    const name = `shop_t_${process.ppid}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const handle = openPostgres(withDatabase(adminUrl, name), poolSize);
    return {
      handle,
      drop: async () => {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const handle = openPglite(undefined, dump);
  // PGlite loads the copy in the background and its first query waits for it: seconds on a busy
  // machine. Waited for here, so it is not charged to the first plugin that queries at start-up,
  // which Fastify gives 10 s ('Plugin did not start in time', docs/flakes.md).
  await handle.db.execute(sql`SELECT 1`);
  return { handle, drop: () => handle.close() };
}

export interface TestAppOptions {
  extend?: (app: FastifyInstance) => void;
  /** An SMTP server to send to; by default mail is written to `outboxDir`. */
  smtpUrl?: string;
  /** The mail outbox worker's timings (polling, backoff, lease) other than the app's own. */
  mailWorker?: MailWorkerOptions;
  rateLimits?: AppOptions['rateLimits'];
  /** Token lifetimes other than the tests' one hour for everyone. */
  auth?: Partial<Omit<AppOptions['auth'], 'secret'>>;
  /** TRUST_PROXY: by default no proxy, so `remoteAddress` of an inject is the client's address. */
  trustProxy?: AppOptions['config']['TRUST_PROXY'];
  /** Told of every route as it is added, before any plugin registers one. */
  onRoute?: AppOptions['onRoute'];
  /** Another test app's database: two instances of the shop on one database. */
  database?: DbHandle;
  /** Connections to the PostgreSQL server (4 unless said otherwise; PGlite has one). */
  poolSize?: number;
  /** The page and answer caches (on, polling every 50 ms, unless said otherwise). */
  cache?: AppOptions['cache'];
  /** /metrics (no token, so 404, unless said otherwise). */
  metrics?: AppOptions['metrics'];
  /** Images in this bucket (S3_URL) rather than the app's own uploads folder. */
  s3?: S3Location;
  /** SMS and WhatsApp providers and the text worker's timings (files in `outboxDir` unless said). */
  messaging?: AppOptions['messaging'];
  /** Mobile money through an operator's API (none unless said). */
  payments?: AppOptions['payments'];
  /** The newsletter's sender (polling every 5 s unless said otherwise). */
  campaigns?: AppOptions['campaigns'];
}

/** The whole API on a fresh copy of the seeded database, for app.inject tests. */
export async function createTestApp(opts: TestAppOptions = {}) {
  const { handle, drop } = opts.database
    ? { handle: opts.database, drop: async () => {} }
    : await openTestDatabase(opts.poolSize);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-app-'));
  const uploadsDir = path.join(root, 'uploads');
  const outboxDir = path.join(root, 'outbox');
  fs.mkdirSync(uploadsDir);
  const app = await buildApp({
    config: {
      uploadsDir,
      S3_URL: opts.s3,
      TRUST_PROXY: opts.trustProxy ?? false,
      WEB_BUILD_DIR: undefined,
      ADMIN_BUILD_DIR: undefined,
      LOG_LEVEL: 'silent',
    },
    db: handle,
    auth: { secret: TEST_JWT_SECRET, expiresIn: '1h', staffExpiresIn: '1h', ...opts.auth },
    mail: {
      smtpUrl: opts.smtpUrl,
      outboxDir,
      from: 'Shop <no-reply@shop.test>',
      worker: opts.mailWorker,
    },
    messaging: opts.messaging,
    payments: opts.payments,
    campaigns: opts.campaigns,
    rateLimits: opts.rateLimits,
    cache: opts.cache ?? { versions: { pollMs: 50 } },
    publicUrl: TEST_PUBLIC_URL,
    closeDb: false,
    logger: false,
    onRoute: opts.onRoute,
    metrics: opts.metrics,
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    handle,
    uploadsDir,
    outboxDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * One test app for the file (or describe block) that calls it: started in beforeAll, closed in
 * afterAll. Answers accessors, so `t.app` and `t.db` read the started app once the hooks ran;
 * options that need waiting for (an SMTP receiver's port) come from a function.
 * Later beforeAll hooks of the caller run after this one, so they may use `t` already.
 */
export function useTestApp(opts: TestAppOptions | (() => Promise<TestAppOptions>) = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(typeof opts === 'function' ? await opts() : opts);
  });
  afterAll(() => current?.close());
  const started = (): TestApp => {
    if (!current) throw new Error('the test app is started by beforeAll, not before');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get handle() {
      return started().handle;
    },
    get uploadsDir() {
      return started().uploadsDir;
    },
    get outboxDir() {
      return started().outboxDir;
    },
    close: () => started().close(),
  };
}
