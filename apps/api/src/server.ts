// The shop's server. `npm start` (scripts/start.mjs) runs it as one process, or, with
// DATABASE_URL, as a primary that prepares once and worker processes that serve
// (docs/decisions/0029-worker-processes.md); `npm run dev` runs this file as one process.
import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { answerBackupRequests } from './backup/answer-requests.ts';
import { startBackupSchedule } from './backup/scheduler.ts';
import {
  airtelMoneyConfig,
  ConfigError,
  loadConfig,
  mtnMomoConfig,
  smsConfig,
  whatsAppConfig,
  type Config,
} from './config.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withPrepareLock } from './db/prepare-lock.ts';
import { renderSiteArt } from './demo/art/index.ts';
import { seedIfEmpty } from './demo/seed.ts';
import { AdminBootstrapError, ensureAdmin } from './modules/users/admin-bootstrap.ts';
import { serveClusterMetrics, workerMetrics } from './plugins/metrics/cluster.ts';
import { resolveJwtSecret, SecretError } from './plugins/secrets.ts';
import { createStorage, StorageError } from './storage/index.ts';

export { loadConfig, serveClusterMetrics };

/** The app's own logger (same format and level) for the lines written before any app exists. */
export function startupLog(config: Config): FastifyBaseLogger {
  return Fastify({ logger: { level: config.LOG_LEVEL } }).log;
}

/**
 * Everything done before serving that two processes must not do at once: the schema, the JWT
 * secret file, the first admin account (and its password file), the demo shop, the site's
 * pictures. Each step finds its work done on later starts; on PostgreSQL, instances started
 * together take turns (db/prepare-lock.ts).
 */
export async function prepare(config: Config, db: DbHandle, log: FastifyBaseLogger) {
  await withPrepareLock(config.DATABASE_URL, () => prepareUnlocked(config, db, log));
}

async function prepareUnlocked(config: Config, db: DbHandle, log: FastifyBaseLogger) {
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  await migrate(db);
  resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  await ensureAdmin(db.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    dataDir: config.DATA_DIR,
    log: (m) => log.warn(m),
  });
  // The folder or bucket every instance serves images from, so the demo pictures land there.
  const storage = await createStorage(config);
  try {
    if (config.SEED_DEMO) {
      await seedIfEmpty(db.db, {
        storage,
        artCacheDir: config.DEMO_ART_CACHE_DIR,
        log: (m) => log.info(m),
      });
    }
    // Pictures a release added to the site (the gallery) reach storages made before it.
    await renderSiteArt(storage, { cacheDir: config.DEMO_ART_CACHE_DIR });
  } finally {
    await storage.close();
  }
}

/**
 * Builds the app on a prepared database. SIGINT or SIGTERM stops it: /api/ready answers 503 from
 * then on (for SHUTDOWN_DRAIN_MS everything else is still served, so a load balancer polling it
 * moves away first), then no new connections, the requests in flight are answered, the database
 * is closed, exit 0. The same signal a second time ends the process at once.
 */
async function buildServer(config: Config, db: DbHandle): Promise<FastifyInstance> {
  const app = await buildApp({
    config,
    db,
    internalApiUrl: `http://127.0.0.1:${config.PORT}`,
    auth: {
      secret: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
      expiresIn: config.JWT_EXPIRES_IN,
      staffExpiresIn: config.JWT_STAFF_EXPIRES_IN,
    },
    mail: {
      smtpUrl: config.SMTP_URL,
      outboxDir: path.join(config.DATA_DIR, 'outbox'),
      from: config.MAIL_FROM,
      worker: { retry: { baseDelayMs: config.MAIL_RETRY_FIRST_MS } },
    },
    messaging: {
      sms: smsConfig(config),
      whatsapp: whatsAppConfig(config),
      callbackBase: config.MESSAGING_CALLBACK_BASE,
      worker: { retry: { baseDelayMs: config.MAIL_RETRY_FIRST_MS } },
    },
    payments: {
      mtn: mtnMomoConfig(config),
      airtel: airtelMoneyConfig(config),
      sandbox: config.PAYMENTS_SANDBOX,
    },
    rateLimits: { redisUrl: config.REDIS_URL },
    cache: {
      versions: { pollMs: config.CACHE_POLL_MS, redisUrl: config.REDIS_URL },
      pageCacheMb: config.PAGE_CACHE_MB,
      apiCacheMb: config.API_CACHE_MB,
    },
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    // A worker process's /metrics answers for every worker: it asks the primary (decision 0034).
    metrics: { token: config.METRICS_TOKEN, cluster: cluster.isWorker ? workerMetrics : undefined },
  });
  // The daily backup when BACKUP_HOUR is set (docs/backups.md); closing waits for one in progress.
  const stopBackups = startBackupSchedule({ config, database: db, log: app.log });
  app.addHook('preClose', stopBackups);
  // PGlite is this process's alone: `npm run backup` asks it to take the backup (DATA_DIR/shop.pid).
  if (!config.DATABASE_URL)
    app.addHook('preClose', answerBackupRequests({ config, database: db, log: app.log }));
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Ctrl-C reaches a worker and its primary (which passes SIGTERM on): one close is enough.
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.readiness.drain();
      sleep(config.SHUTDOWN_DRAIN_MS)
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            app.log.error(err);
            process.exit(1);
          },
        );
    });
  }
  return app;
}

/** One process that prepares and serves (always without DATABASE_URL: PGlite is one process). */
export async function runSingleProcess(config: Config = loadConfig()) {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await prepare(config, db, startupLog(config));
  const app = await buildServer(config, db);
  await app.listen({ port: config.PORT, host: config.HOST });
}

/** The primary of worker processes: prepares once, and lets the database go before they start. */
export async function prepareOnce(config: Config) {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await prepare(config, db, startupLog(config));
  } finally {
    await db.close();
  }
}

/**
 * A worker process: builds the app on what its primary prepared; `listen` serves it on the shared
 * port (the primary has the workers listen together, once every one is built).
 */
export async function buildWorker(config: Config = loadConfig()) {
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildServer(config, db);
  return { listen: () => app.listen({ port: config.PORT, host: config.HOST }) };
}

/** Says why start-up failed (the message alone when the operator has something to fix), exit 1. */
export function failStart(err: unknown): never {
  if (
    err instanceof ConfigError ||
    err instanceof SecretError ||
    err instanceof AdminBootstrapError ||
    err instanceof StorageError
  )
    console.error(err.message);
  else console.error(err);
  process.exit(1);
}

/** Whether this file is the program itself (`npm run dev`) rather than imported by the start script. */
function isProgram(): boolean {
  const program = process.argv[1];
  if (!program || !fs.existsSync(program)) return false;
  return pathToFileURL(fs.realpathSync(program)).href === import.meta.url;
}

if (isProgram()) runSingleProcess().catch(failStart);
