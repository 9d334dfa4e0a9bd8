// The running PGlite shop's side of `npm run backup` (shop-requests.ts): it writes its pid to
// DATA_DIR/shop.pid, looks into DATA_DIR/backup-requests/ every second, and takes each request
// with the same code as the scheduled backup, through its own open database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import { createStorage } from '../storage/index.ts';
import type { ScheduleLog } from './scheduler.ts';
import {
  requestFiles,
  requestIdOf,
  requestsDirOf,
  shopPidFileOf,
  writeJsonAtomically,
  type BackupAnswer,
  type BackupRequest,
} from './shop-requests.ts';
import { writeBackup } from './write-backup.ts';

/**
 * Polled rather than signalled: a signal to the pid of a shop that was killed could reach an
 * unrelated process that got the pid since (SIGUSR2 ends a process that does not handle it).
 * Reading a small folder once a second costs nothing.
 */
const LOOK_EVERY_MS = 1_000;

export interface AnswerOptions {
  config: Pick<Config, 'DATA_DIR' | 'S3_URL' | 'uploadsDir'>;
  database: DbHandle;
  log: ScheduleLog;
}

/** A request as the command wrote it, checked (only absolute paths; `file` optional). */
function parseRequest(text: string): BackupRequest {
  const value = JSON.parse(text) as Partial<BackupRequest>;
  const absolute = (p: unknown) => typeof p === 'string' && path.isAbsolute(p);
  if (!absolute(value.dir) || (value.file !== undefined && !absolute(value.file)))
    throw new Error('the request names no absolute backup folder or file');
  return { dir: value.dir!, ...(value.file ? { file: value.file } : {}) };
}

async function answerOne(opts: AnswerOptions, id: string) {
  const files = requestFiles(opts.config.DATA_DIR, id);
  // Renamed first: the command sees the shop took it, and a second look does not take it again.
  try {
    await fsp.rename(files.asked, files.taken);
  } catch {
    return; // The command gave up and removed it meanwhile.
  }
  let answer: BackupAnswer;
  try {
    const request = parseRequest(await fsp.readFile(files.taken, 'utf8'));
    const storage = await createStorage(opts.config);
    try {
      const result = await writeBackup({ database: opts.database, storage, ...request });
      answer = { ok: true, ...result };
      opts.log.info(
        { file: result.file, bytes: result.bytes, images: result.manifest.images.count },
        'backup written for npm run backup',
      );
    } finally {
      await storage.close();
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    opts.log.error({ err }, 'backup for npm run backup failed');
    answer = { ok: false, message };
  }
  await writeJsonAtomically(files.answer, answer);
  await fsp.rm(files.taken, { force: true });
}

/** Every request waiting now, one after the other. */
async function answerWaiting(opts: AnswerOptions) {
  const names = await fsp.readdir(requestsDirOf(opts.config.DATA_DIR)).catch(() => []);
  for (const id of names
    .map(requestIdOf)
    .filter((x): x is string => x !== undefined)
    .sort())
    await answerOne(opts, id);
}

/**
 * Starts answering; answers the function that stops it (waiting for a backup in progress, so the
 * database is not closed under it) and removes the pid file.
 */
export function answerBackupRequests(opts: AnswerOptions): () => Promise<void> {
  const pidFile = shopPidFileOf(opts.config.DATA_DIR);
  fs.mkdirSync(requestsDirOf(opts.config.DATA_DIR), { recursive: true });
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  // Also when the process ends without closing (an uncaught error): only SIGKILL leaves it, and
  // the command then finds no such process.
  const removePidFile = () => {
    try {
      if (fs.readFileSync(pidFile, 'utf8').trim() === String(process.pid)) fs.rmSync(pidFile);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', removePidFile);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = answerWaiting(opts)
      .catch((err: unknown) => opts.log.error({ err }, 'reading backup requests failed'))
      .finally(() => (running = undefined));
  }, LOOK_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    removePidFile();
    process.off('exit', removePidFile);
  };
}
