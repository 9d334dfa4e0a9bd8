// The database half of a backup: every table's rows as of ONE moment, read in one REPEATABLE READ
// READ ONLY transaction. PostgreSQL gives such a transaction a single snapshot, so an order placed
// while the backup runs is either in it whole (order, stock taken, stock movements, mail) or not
// at all; PGlite runs the transaction alone (its queries wait), which is the same guarantee. The
// same SQL on both, so there is one code path and no pg_dump whose version must match the server.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tableFile, type TableEntry } from './format.ts';
import { ident, rowsOf, shopTables, type Runner } from './tables.ts';

/** Rows fetched from the cursor at a time: bounded memory whatever the table's size. */
const BATCH_ROWS = 1000;

export interface AppliedMigrations {
  count: number;
  /** drizzle's `created_at` of the newest applied migration (its journal timestamp). */
  newest: number;
}

export interface DatabaseDump {
  tables: TableEntry[];
  /** sha256 of each table file, by its path in the archive. */
  files: Record<string, string>;
  migrations: AppliedMigrations;
}

/** What drizzle's migrator recorded in the database: how many, and the newest. */
export async function appliedMigrations(runner: Runner): Promise<AppliedMigrations> {
  const [row] = await rowsOf<{ count: string | number; newest: string | number | null }>(
    runner,
    sql`SELECT count(*) AS count, max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), newest: Number(row?.newest ?? 0) };
}

/** Writes tables/<table>.ndjson under `dir` for every table, all from one snapshot. */
export async function dumpDatabase(db: Db, dir: string): Promise<DatabaseDump> {
  await fs.mkdir(path.join(dir, 'tables'), { recursive: true });
  return db.transaction(
    async (tx) => {
      const migrations = await appliedMigrations(tx);
      const tables: TableEntry[] = [];
      const files: Record<string, string> = {};
      for (const table of await shopTables(tx)) {
        const file = tableFile(table.name);
        const { rows, sha256 } = await dumpTable(tx, table.name, path.join(dir, file));
        tables.push({ name: table.name, columns: table.columns, rows });
        files[file] = sha256;
      }
      return { tables, files, migrations };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Runner, table: string, file: string) {
  const hash = createHash('sha256');
  const out = await fs.open(file, 'w');
  let rows = 0;
  try {
    await tx.execute(
      sql.raw(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${ident(table)} t`,
      ),
    );
    for (;;) {
      const batch = await rowsOf<{ line: string }>(
        tx,
        sql.raw(`FETCH FORWARD ${BATCH_ROWS} FROM backup_rows`),
      );
      if (!batch.length) break;
      // A `json` column keeps its text as written, line breaks too, which would split a row;
      // the shop's columns are jsonb (printed on one line), so this is a guard for a future one.
      if (batch.some((r) => r.line.includes('\n')))
        throw new Error(`a row of ${table} prints over several lines (a json column?)`);
      const text = batch.map((r) => `${r.line}\n`).join('');
      hash.update(text);
      await out.write(text);
      rows += batch.length;
    }
    await tx.execute(sql.raw('CLOSE backup_rows'));
  } finally {
    await out.close();
  }
  return { rows, sha256: hash.digest('hex') };
}
