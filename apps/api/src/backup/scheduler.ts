// The scheduled backup of a running shop (BACKUP_HOUR, BACKUP_KEEP, BACKUP_DIR; docs/backups.md):
// every minute each process asks whether a backup is due (schedule.ts); the one that gets the
// lock writes it with the shop's own database connection, logs the result and deletes the
// archives beyond the newest BACKUP_KEEP.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createStorage } from '../storage/index.ts';
import { backupDirOf } from './backup-dir.ts';
import { withBackupLock } from './backup-lock.ts';
import { archivesBeyond, isBackupDue } from './schedule.ts';
import { writeBackup } from './write-backup.ts';

const CHECK_EVERY_MS = 60_000;
/** After a failed backup (disk full, bucket down), the next try: not every minute. */
const RETRY_AFTER_MS = 15 * 60_000;

export type ScheduleConfig = Pick<
  Config,
  'BACKUP_HOUR' | 'BACKUP_KEEP' | 'BACKUP_DIR' | 'DATA_DIR' | 'S3_URL' | 'uploadsDir'
>;

export interface ScheduleLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ScheduleOptions {
  config: ScheduleConfig;
  database: DbHandle;
  log: ScheduleLog;
  now?: () => Date;
}

async function namesIn(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

/** One check: writes a backup when one is due. Answers what it did. */
export async function runScheduledBackup(
  opts: ScheduleOptions,
): Promise<'written' | 'not-due' | 'busy'> {
  const { config, log } = opts;
  const now = opts.now ?? (() => new Date());
  const dir = backupDirOf(config);
  if (!isBackupDue(now(), config.BACKUP_HOUR, await namesIn(dir))) return 'not-due';
  return withBackupLock(opts.database, async () => {
    // Another process may have written it while this one waited for its turn.
    if (!isBackupDue(now(), config.BACKUP_HOUR, await namesIn(dir))) return 'not-due' as const;
    const storage = await createStorage(config);
    try {
      const result = await writeBackup({ database: opts.database, storage, dir, now });
      const gone = archivesBeyond(await namesIn(dir), config.BACKUP_KEEP);
      for (const name of gone) await fs.rm(path.join(dir, name), { force: true });
      log.info(
        {
          file: result.file,
          bytes: result.bytes,
          rows: result.manifest.tables.reduce((n, t) => n + t.rows, 0),
          images: result.manifest.images.count,
          deleted: gone,
        },
        'scheduled backup written',
      );
      return 'written' as const;
    } finally {
      await storage.close();
    }
  });
}

/**
 * Checks every minute while the shop runs (nothing without BACKUP_HOUR). Answers the function
 * that stops it, which waits for a backup in progress so the database is not closed under it.
 */
export function startBackupSchedule(opts: ScheduleOptions): () => Promise<void> {
  if (opts.config.BACKUP_HOUR === undefined) return async () => {};
  let running: Promise<unknown> | undefined;
  let notBefore = 0;
  const timer = setInterval(() => {
    if (running || Date.now() < notBefore) return;
    running = runScheduledBackup(opts)
      .catch((err: unknown) => {
        notBefore = Date.now() + RETRY_AFTER_MS;
        opts.log.error({ err }, 'scheduled backup failed; trying again in 15 minutes');
      })
      .finally(() => (running = undefined));
  }, CHECK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
