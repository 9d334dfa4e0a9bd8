// `npm run backup` and `npm run restore -- FILE [--replace]` (scripts/backup.mjs, restore.mjs):
// the same environment as the shop (config.ts) says which database and which images. Exit codes:
// 0 done, 1 failed, 2 refused or misused (nothing written: see the message).
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../storage/index.ts';
import { askRunningShop, runningShopPid } from './ask-shop.ts';
import { backupDirOf } from './backup-dir.ts';
import { BackupRefusal, UsageError } from './errors.ts';
import type { Manifest } from './format.ts';
import { restoreBackup } from './restore.ts';
import { shopPidFileOf } from './shop-requests.ts';
import { writeBackup } from './write-backup.ts';

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}
const console_: Output = { out: (l) => console.log(l), err: (l) => console.error(l) };

const BACKUP_USAGE =
  'Usage: npm run backup [-- --out FILE]\n' +
  '  Writes one archive of the database and every picture into BACKUP_DIR (DATA_DIR/backups),\n' +
  '  or to FILE.';
const RESTORE_USAGE =
  'Usage: npm run restore -- FILE [--replace]\n' +
  '  Restores an archive into the empty database and image storage the environment names\n' +
  '  (DATA_DIR or DATABASE_URL, S3_URL); --replace empties a target that holds anything first.';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: Manifest, out: (line: string) => void) {
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  out(
    `  database (${manifest.database.kind}, migration ${manifest.release.migration}): ` +
      `${rows} rows in ${manifest.tables.length} tables`,
  );
  out(`    ${manifest.tables.map((t) => `${t.name} ${t.rows}`).join(', ')}`);
  out(`  pictures: ${manifest.images.count} (${mb(manifest.images.bytes)})`);
}

const pgliteIsOpen = (config: Config) =>
  !config.DATABASE_URL && fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'postmaster.pid'));

/**
 * PGlite is one process's database: a second process opening its folder while the shop serves
 * from it would corrupt it. PGlite keeps postmaster.pid there while it is open, so that file says
 * the shop is running (or stopped without closing it; its next start and stop clear it). A
 * running shop answers `npm run backup` itself (ask-shop.ts); this is for everything else.
 */
function refuseOpenPglite(config: Config, command: 'backup' | 'restore') {
  if (!pgliteIsOpen(config)) return;
  const opened = `The database in ${config.DATA_DIR} is open in another process`;
  const closing = 'If the shop is not running, start and stop it once to close the database.';
  throw new BackupRefusal(
    command === 'restore'
      ? `${opened} (the shop?). PGlite serves one process at a time: stop the shop before ` +
        `restoring over its data. ${closing}`
      : `${opened}, and no running shop answers for it (${shopPidFileOf(config.DATA_DIR)} names ` +
        'no running process). PGlite serves one process at a time: stop the program that has ' +
        `it open first. ${closing}`,
  );
}

function parse(argv: string[], flags: string[], usage: string) {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') throw new UsageError(usage);
    if (!arg.startsWith('--')) positional.push(arg);
    else if (!flags.includes(arg)) throw new UsageError(`Unknown option ${arg}.\n${usage}`);
    else if (arg === '--out') {
      const value = argv[++i];
      if (!value) throw new UsageError(`--out needs a file name.\n${usage}`);
      options[arg] = value;
    } else options[arg] = true;
  }
  return { positional, options };
}

/** Runs one command, answering its exit code: 0 done, 1 failed, 2 refused or misused. */
async function run(
  env: NodeJS.ProcessEnv,
  io: Output,
  work: (config: Config) => Promise<void>,
): Promise<number> {
  try {
    await work(loadConfig(env));
    return 0;
  } catch (err) {
    if (err instanceof BackupRefusal || err instanceof ConfigError) {
      io.err(err.message);
      return 2;
    }
    io.err(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

export function backupCommand(argv: string[], env = process.env, io = console_) {
  return run(env, io, async (config) => {
    const { positional, options } = parse(argv, ['--out'], BACKUP_USAGE);
    if (positional.length) throw new UsageError(`Unexpected ${positional[0]}.\n${BACKUP_USAGE}`);
    // Opening a PGlite folder that is not there would make an empty database and back it up.
    if (!config.DATABASE_URL && !fs.existsSync(path.join(config.DATA_DIR, 'pglite')))
      throw new BackupRefusal(
        `There is no shop database in ${config.DATA_DIR} (no pglite folder): set DATA_DIR to the ` +
          "shop's data folder, or DATABASE_URL to its database.",
      );
    const dir = backupDirOf(config);
    const file = typeof options['--out'] === 'string' ? path.resolve(options['--out']) : undefined;
    // The shop serving from this PGlite folder writes the archive through its open database.
    const shop = pgliteIsOpen(config) ? runningShopPid(config.DATA_DIR) : undefined;
    if (shop !== undefined) {
      io.out(`The shop (pid ${shop}) has the database open: it is taking the backup.`);
      const result = await askRunningShop(config.DATA_DIR, shop, { dir, ...(file && { file }) });
      io.out(`Backup written: ${result.file} (${mb(result.bytes)})`);
      describe(result.manifest, io.out);
      return;
    }
    refuseOpenPglite(config, 'backup');
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const storage = await createStorage(config);
    try {
      const result = await writeBackup({ database, storage, dir, file });
      io.out(`Backup written: ${result.file} (${mb(result.bytes)})`);
      describe(result.manifest, io.out);
    } finally {
      await storage.close();
      await database.close();
    }
  });
}

export function restoreCommand(argv: string[], env = process.env, io = console_) {
  return run(env, io, async (config) => {
    const { positional, options } = parse(argv, ['--replace'], RESTORE_USAGE);
    if (positional.length !== 1)
      throw new UsageError(`Name one archive to restore.\n${RESTORE_USAGE}`);
    const file = path.resolve(positional[0]!);
    if (!fs.existsSync(file)) throw new BackupRefusal(`There is no archive at ${file}.`);
    if (!config.DATABASE_URL) fs.mkdirSync(config.DATA_DIR, { recursive: true });
    refuseOpenPglite(config, 'restore');
    const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    const storage = await createStorage(config);
    try {
      const { manifest, replaced } = await restoreBackup({
        database,
        storage,
        file,
        replace: options['--replace'] === true,
        log: (line) => io.out(line),
      });
      io.out(
        `Restored ${file}${replaced ? ' (replacing what was there)' : ''}, taken ${manifest.createdAt}:`,
      );
      describe(manifest, io.out);
      io.out('Start the shop as usual (npm start): it runs on the restored data.');
    } finally {
      await storage.close();
      await database.close();
    }
  });
}
