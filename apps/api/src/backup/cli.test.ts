// `npm run backup` and `npm run restore` as commands: what they print and their exit codes
// (0 done, 1 failed, 2 refused or misused), on a data folder (PGlite on disk) or, with
// TEST_DATABASE_URL, a database on the server, reading the environment as the shop does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { LocalStorage } from '../storage/index.ts';
import { emptyShopEnv } from '../test/backup-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { backupCommand, restoreCommand } from './cli.ts';
import { writeBackup } from './write-backup.ts';

const t = useTestApp();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-cli-'));
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

let archive: string;
beforeAll(async () => {
  fs.mkdirSync(path.join(t.uploadsDir, 'profiles'), { recursive: true });
  fs.writeFileSync(path.join(t.uploadsDir, 'profiles/a-256.webp'), 'a picture');
  archive = (
    await writeBackup({ database: t.handle, storage: new LocalStorage(t.uploadsDir), dir: work })
  ).file;
}, 60_000);

/** Runs a command with this environment, answering its exit code and what it printed. */
async function run(
  command: typeof backupCommand,
  argv: string[],
  env: Record<string, string | undefined>,
) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(argv, env, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function emptyShop() {
  const shop = await emptyShopEnv();
  drops.push(shop.drop);
  return shop.env;
}

describe('npm run restore and npm run backup', () => {
  it('restore: 0 into an empty shop, 2 over it, 0 with --replace; backup of it: 0', async () => {
    const env = await emptyShop();
    const first = await run(restoreCommand, [archive], env);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toMatch(
      /Restored .* taken .*\n {2}database \(\w+, migration \d{4}_\w+\): \d+ rows in \d+ tables/,
    );
    expect(first.out).toMatch(/pictures: 1 \(/);
    expect(fs.readFileSync(path.join(env.DATA_DIR!, 'uploads/profiles/a-256.webp'), 'utf8')).toBe(
      'a picture',
    );

    const again = await run(restoreCommand, [archive], env);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/The target is not empty: .*--replace/);

    const replaced = await run(restoreCommand, [archive, '--replace'], env);
    expect(replaced.err).toBe('');
    expect(replaced.code).toBe(0);
    expect(replaced.out).toContain('(replacing what was there)');

    const backup = await run(backupCommand, [], env);
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    const written = /Backup written: (\S+) \(/.exec(backup.out)![1]!;
    expect(path.dirname(written)).toBe(path.join(env.DATA_DIR!, 'backups'));
    expect(fs.statSync(written).size).toBeGreaterThan(0);

    if (env.DATABASE_URL) return;
    // PGlite: while the shop has the folder open, a second process must not open it.
    const shop = openPglite(path.join(env.DATA_DIR!, 'pglite'));
    try {
      await shop.db.execute(sql`SELECT 1`);
      expect(await run(backupCommand, [], env)).toMatchObject({
        code: 2,
        err: /is open in another process, and no running shop answers for it/,
      });
    } finally {
      await shop.close();
    }
  }, 240_000);

  it('answers 2 to a command it does not understand, a missing archive and a bad environment', async () => {
    const env = { DATA_DIR: work };
    expect(await run(restoreCommand, [], env)).toMatchObject({
      code: 2,
      err: /Usage: npm run restore/,
    });
    expect(await run(restoreCommand, ['a.tar.gz', 'b.tar.gz'], env)).toMatchObject({ code: 2 });
    expect(await run(backupCommand, ['--bogus'], env)).toMatchObject({
      code: 2,
      err: /Unknown option --bogus/,
    });
    expect(await run(restoreCommand, [path.join(work, 'none.tar.gz')], env)).toMatchObject({
      code: 2,
      err: /There is no archive at/,
    });
    expect(await run(backupCommand, [], { DATA_DIR: work, BACKUP_HOUR: '25' })).toMatchObject({
      code: 2,
      err: /BACKUP_HOUR/,
    });
    // A data folder with no shop in it: nothing to back up (rather than an empty archive).
    expect(await run(backupCommand, [], { DATA_DIR: path.join(work, 'nothing') })).toMatchObject({
      code: 2,
      err: /There is no shop database in/,
    });
  });

  it('answers 1 when the database cannot be reached', async () => {
    const result = await run(backupCommand, [], {
      DATA_DIR: work,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/shop',
    });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^Failed: .*ECONNREFUSED/);
  }, 30_000);
});
