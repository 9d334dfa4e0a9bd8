import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { renderSiteArt } from './db/seed/art/index.ts';
import { seedIfEmpty } from './seed/index.ts';
import { AdminBootstrapError, ensureAdmin } from './modules/users/admin-bootstrap.ts';
import { resolveJwtSecret, SecretError } from './plugins/secrets.ts';

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrate(db);
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
    },
    rateLimits: { redisUrl: config.REDIS_URL },
    cache: {
      versions: { pollMs: config.CACHE_POLL_MS, redisUrl: config.REDIS_URL },
      pageCacheMb: config.PAGE_CACHE_MB,
      apiCacheMb: config.API_CACHE_MB,
    },
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  });
  await ensureAdmin(db.db, {
    email: config.ADMIN_EMAIL,
    password: config.ADMIN_PASSWORD,
    dataDir: config.DATA_DIR,
    log: (m) => app.log.warn(m),
  });
  if (config.SEED_DEMO) {
    await seedIfEmpty(db.db, { uploadsDir: config.uploadsDir, log: (m) => app.log.info(m) });
  }
  // Pictures a release added to the site (the gallery) reach data folders made before it.
  await renderSiteArt(config.uploadsDir);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof SecretError ||
    err instanceof AdminBootstrapError
  )
    console.error(err.message);
  else console.error(err);
  process.exit(1);
});
