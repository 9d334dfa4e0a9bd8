// Backups in tests: empty databases to restore into (a PGlite folder, or a new database on the
// PostgreSQL server), and the contents of a database, a storage and an archive to compare.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db, type DbHandle } from '../db/client.ts';
import type { Storage } from '../storage/index.ts';
import { withDatabase } from './template.ts';

let counter = 0;

/** A database with nothing in it (not even the schema), of the kind the tests run on. */
export async function emptyDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  if (adminUrl) {
    // Named like openTestDatabase's copies, so the global teardown sweeps one a crash left.
    const name = `shop_t_${process.ppid}_${process.pid}_r${++counter}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = openPostgres(withDatabase(adminUrl, name), 4);
    return {
      handle,
      drop: async () => {
        await handle.close().catch(() => {});
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  // A new folder on disk, as a restored shop's DATA_DIR/pglite (creating it takes PGlite a few
  // seconds; an in-memory database was no quicker to create here).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-target-'));
  const handle = openPglite(path.join(dir, 'pglite'));
  return {
    handle,
    drop: async () => {
      await handle.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every table of the public schema and its rows as PostgreSQL prints them, sorted. */
export async function tableRows(db: Db): Promise<Map<string, string[]>> {
  const tables = (await db.execute(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const rows = new Map<string, string[]>();
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql.raw(`SELECT row_to_json(t)::text AS line FROM "${name}" t`),
    )) as unknown as { rows: { line: string }[] };
    rows.set(name, result.rows.map((r) => r.line).sort());
  }
  return rows;
}

/** sha256 of every picture in a storage, by key. */
export async function imageHashes(storage: Storage): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for await (const { key } of storage.list('')) {
    const object = await storage.read(key);
    const hash = createHash('sha256');
    for await (const chunk of object!.body) hash.update(chunk as Buffer);
    hashes.set(key, hash.digest('hex'));
  }
  return new Map([...hashes].sort(([a], [b]) => a.localeCompare(b)));
}

/** An archive unpacked with tar alone (not the restore's code), for a test to read. */
export async function unpack(file: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-archive-'));
  await tar.x({ file, cwd: dir });
  return dir;
}

/** The rows of one table in an unpacked archive, parsed. */
export function archivedRows<T = Record<string, unknown>>(dir: string, table: string): T[] {
  return fs
    .readFileSync(path.join(dir, 'tables', `${table}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The rows of one table in an unpacked archive as written, sorted (to compare with tableRows). */
export function archivedLines(dir: string, table: string): string[] {
  return fs
    .readFileSync(path.join(dir, 'tables', `${table}.ndjson`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .sort();
}

/**
 * The environment of a shop with nothing in it, as the backup and restore commands read it: a new
 * data folder (PGlite on disk), plus a new database on the server when the tests run on one.
 */
export async function emptyShopEnv(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-data-'));
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, drop: removeDir };
  const name = `shop_t_${process.ppid}_${process.pid}_e${++counter}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(adminUrl, name), LOG_LEVEL: 'silent' },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await removeDir();
    },
  };
}
