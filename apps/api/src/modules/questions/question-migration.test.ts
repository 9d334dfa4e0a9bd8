import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DbHandle } from '../../db/client.ts';
import { migrate, migrationsFolder } from '../../db/migrate.ts';
import { withDatabase } from '../../test/template.ts';

// Migration 0017 turns the rows kept once per asking into one row per question and place. Proved
// on an empty database (PGlite, or the PostgreSQL server when the tests run on it) migrated to
// 0016, given rows as the shop stored them then, and migrated on.

/** The migrations folder as it was before 0017: its files, and a journal that ends at 0016. */
function foldersUpTo0016(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-0016-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 16);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** Drizzle's own migrator on another folder (db/migrate.ts always reads the shop's). */
async function migrateFrom(handle: DbHandle, migrationsFolder: string) {
  if (handle.kind === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database of this run's kind. */
async function emptyDatabase(): Promise<DbHandle> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    const handle = openPglite(undefined);
    cleanups.push(() => handle.close());
    return handle;
  }
  const name = `shop_t_${process.ppid}_${process.pid}_migration_0017`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const handle = openPostgres(withDatabase(adminUrl, name), 2);
  cleanups.push(async () => {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return handle;
}

describe('migration 0017: unanswered questions counted', () => {
  it('groups the rows kept per asking into one row per question and place', async () => {
    const handle = await emptyDatabase();
    const old = foldersUpTo0016();
    cleanups.push(async () => fs.rmSync(old, { recursive: true, force: true }));
    await migrateFrom(handle, old);
    await handle.db.execute(sql`
      INSERT INTO assistant_questions (id, text, source, created_at) VALUES
        ('a1', 'solar fridge', 'assistant', '2026-10-01T08:00:00Z'),
        ('a2', 'solar fridge', 'assistant', '2026-10-03T08:00:00Z'),
        ('a3', 'solar fridge', 'search', '2026-10-02T08:00:00Z'),
        ('a4', 'generator', 'search', '2026-10-04T08:00:00Z')`);

    await migrate(handle);

    const { rows } = (await handle.db.execute(sql`
      SELECT text, source, count, first_asked_at, last_asked_at
      FROM assistant_questions ORDER BY text, source`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(
      rows.map((r) => ({
        ...r,
        first_asked_at: new Date(r.first_asked_at as string).toISOString(),
        last_asked_at: new Date(r.last_asked_at as string).toISOString(),
      })),
    ).toEqual([
      {
        text: 'generator',
        source: 'search',
        count: 1,
        first_asked_at: '2026-10-04T08:00:00.000Z',
        last_asked_at: '2026-10-04T08:00:00.000Z',
      },
      {
        text: 'solar fridge',
        source: 'assistant',
        count: 2,
        first_asked_at: '2026-10-01T08:00:00.000Z',
        last_asked_at: '2026-10-03T08:00:00.000Z',
      },
      {
        text: 'solar fridge',
        source: 'search',
        count: 1,
        first_asked_at: '2026-10-02T08:00:00.000Z',
        last_asked_at: '2026-10-02T08:00:00.000Z',
      },
    ]);
    // One row per question and place from now on: the upsert's target.
    await expect(
      handle.db.execute(
        sql`INSERT INTO assistant_questions (text, source) VALUES ('generator', 'search')`,
      ),
    ).rejects.toThrow();
    // Running every migration from an empty PGlite takes as long as the tests' global setup.
  }, 180_000);
});
