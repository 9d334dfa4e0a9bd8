// The scheduled backup: when it is due (Juba time, UTC+2), which archives it keeps, one run
// against the shop's database, and one process at a time on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { useTestApp } from '../test/test-app.ts';
import { backupDirOf } from './backup-dir.ts';
import { archiveName } from './archive-names.ts';
import { BACKUP_LOCK_KEY } from './backup-lock.ts';
import { archivesBeyond, isBackupDue, lastScheduledMoment } from './schedule.ts';
import { runScheduledBackup, type ScheduleLog } from './scheduler.ts';

const at = (iso: string) => new Date(iso);
const takenAt = (iso: string) => archiveName(at(iso));

describe('the backup settings', () => {
  it('are off by default, keep 7 in DATA_DIR/backups, and refuse an hour past 23', () => {
    const plain = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(plain.BACKUP_HOUR).toBeUndefined();
    expect(plain.BACKUP_KEEP).toBe(7);
    expect(backupDirOf(plain)).toBe('/srv/shop/backups');
    expect(loadConfig({ BACKUP_HOUR: '' }).BACKUP_HOUR).toBeUndefined();
    expect(loadConfig({ BACKUP_HOUR: '0' }).BACKUP_HOUR).toBe(0);
    const set = loadConfig({ BACKUP_HOUR: '23', BACKUP_KEEP: '30', BACKUP_DIR: '/mnt/backups' });
    expect(set).toMatchObject({ BACKUP_HOUR: 23, BACKUP_KEEP: 30 });
    expect(backupDirOf(set)).toBe('/mnt/backups');
    expect(() => loadConfig({ BACKUP_HOUR: '24' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_HOUR: '2.5' })).toThrow(/BACKUP_HOUR: must be a whole hour/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});

describe('isBackupDue', () => {
  it('is never due without a backup hour', () => {
    expect(isBackupDue(at('2026-11-28T12:00:00Z'), undefined, [])).toBe(false);
  });

  it('is due from the hour in Juba until an archive is taken', () => {
    // 02:00 in Juba is 00:00 UTC.
    expect(lastScheduledMoment(at('2026-11-28T00:30:00Z'), 2)).toEqual(at('2026-11-28T00:00:00Z'));
    expect(isBackupDue(at('2026-11-27T23:59:00Z'), 2, [takenAt('2026-11-27T00:01:00Z')])).toBe(
      false,
    );
    expect(isBackupDue(at('2026-11-28T00:00:00Z'), 2, [takenAt('2026-11-27T00:01:00Z')])).toBe(
      true,
    );
    expect(isBackupDue(at('2026-11-28T00:30:00Z'), 2, [takenAt('2026-11-28T00:00:05Z')])).toBe(
      false,
    );
  });

  it('catches up later in the day when the shop was not running at the hour', () => {
    expect(isBackupDue(at('2026-11-28T15:00:00Z'), 2, [takenAt('2026-11-27T00:00:05Z')])).toBe(
      true,
    );
    expect(isBackupDue(at('2026-11-28T15:00:00Z'), 2, [])).toBe(true);
  });

  it('takes the previous day before the hour: 23:00 in Juba is 21:00 UTC', () => {
    expect(lastScheduledMoment(at('2026-11-28T20:59:00Z'), 23)).toEqual(at('2026-11-27T21:00:00Z'));
    expect(isBackupDue(at('2026-11-28T20:59:00Z'), 23, [takenAt('2026-11-27T21:10:00Z')])).toBe(
      false,
    );
    expect(isBackupDue(at('2026-11-28T21:00:00Z'), 23, [takenAt('2026-11-27T21:10:00Z')])).toBe(
      true,
    );
  });

  it('counts only archives by their names, not other files', () => {
    expect(isBackupDue(at('2026-11-28T01:00:00Z'), 2, ['notes.txt', '.backup-x'])).toBe(true);
  });
});

describe('archivesBeyond', () => {
  it('names the oldest archives beyond the newest N, never another file', () => {
    const names = [
      takenAt('2026-11-25T00:00:00Z'),
      'notes.txt',
      takenAt('2026-11-27T00:00:00Z'),
      takenAt('2026-11-26T00:00:00Z'),
      takenAt('2026-11-28T00:00:00Z'),
    ];
    expect(archivesBeyond(names, 2)).toEqual([
      takenAt('2026-11-25T00:00:00Z'),
      takenAt('2026-11-26T00:00:00Z'),
    ]);
    expect(archivesBeyond(names, 7)).toEqual([]);
  });
});

describe('runScheduledBackup', () => {
  const t = useTestApp();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scheduled-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const lines: { msg: string; obj: object }[] = [];
  const log: ScheduleLog = {
    info: (obj, msg) => lines.push({ obj, msg }),
    error: (obj, msg) => lines.push({ obj, msg }),
  };
  const optionsFor = (dir: string, now: string) => ({
    config: {
      BACKUP_HOUR: 2,
      BACKUP_KEEP: 2,
      BACKUP_DIR: dir,
      DATA_DIR: root,
      S3_URL: undefined,
      uploadsDir: t.uploadsDir,
    },
    database: t.handle,
    log,
    now: () => at(now),
  });

  it('writes one archive when due, keeps the newest BACKUP_KEEP, and logs it', async () => {
    const dir = path.join(root, 'kept');
    fs.mkdirSync(dir);
    const old = ['2026-11-25T00:10:00Z', '2026-11-26T00:10:00Z', '2026-11-27T00:10:00Z'];
    for (const when of old) fs.writeFileSync(path.join(dir, takenAt(when)), 'an older archive');
    fs.writeFileSync(path.join(dir, 'README.txt'), 'not an archive');

    expect(await runScheduledBackup(optionsFor(dir, '2026-11-28T00:01:00Z'))).toBe('written');
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['README.txt', takenAt('2026-11-27T00:10:00Z'), takenAt('2026-11-28T00:01:00Z')].sort(),
    );
    expect(lines.at(-1)).toMatchObject({
      msg: 'scheduled backup written',
      obj: { file: path.join(dir, takenAt('2026-11-28T00:01:00Z')) },
    });
    // Later the same day it is done.
    expect(await runScheduledBackup(optionsFor(dir, '2026-11-28T09:00:00Z'))).toBe('not-due');
  }, 60_000);

  it.runIf(inject('pgAdminUrl'))(
    'leaves the backup to the process holding the lock (PostgreSQL)',
    async () => {
      const dir = path.join(root, 'locked');
      // Advisory locks belong to one database: the holder connects to the test app's own.
      const pool = (t.handle.db as unknown as { $client: pg.Pool }).$client;
      const holder = new pg.Client({ connectionString: pool.options.connectionString });
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK_KEY]);
      try {
        expect(await runScheduledBackup(optionsFor(dir, '2026-11-28T00:01:00Z'))).toBe('busy');
        expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
      } finally {
        await holder.end();
      }
      expect(await runScheduledBackup(optionsFor(dir, '2026-11-28T00:01:00Z'))).toBe('written');
    },
    60_000,
  );
});
