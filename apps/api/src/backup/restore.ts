// `npm run restore -- FILE`: the archive is checked in full first (read-archive.ts); then the
// target must be empty unless `replace` says to empty it; then the pictures are stored, the
// schema is brought to the archive's migration, every table's rows are loaded in ONE transaction
// (all or nothing), and the schema is migrated on to this release's newest.
import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { Storage } from '../storage/index.ts';
import { BackupRefusal } from './errors.ts';
import { tableFile, type Manifest, type TableEntry } from './format.ts';
import { loadImages, storedKeys } from './images.ts';
import { migrateTo } from './migrate-to.ts';
import { openArchive } from './read-archive.ts';
import { journal } from './release.ts';
import { ident, rowsOf, shopTables, type Runner } from './tables.ts';
import { isEmpty, targetContents } from './target.ts';

/** Rows sent in one INSERT: one JSON array parameter, bounded in size. */
const BATCH_ROWS = 500;

export interface RestoreOptions {
  database: DbHandle;
  storage: Storage;
  file: string;
  /** Empty a target that holds anything first; without it such a target is refused. */
  replace?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Whether the target held anything that was replaced. */
  replaced: boolean;
}

export async function restoreBackup(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const archive = await openArchive(opts.file);
  try {
    const { manifest } = archive;
    const known = journal();
    if (!known.some((m) => m.tag === manifest.release.migration))
      throw new BackupRefusal(
        `${opts.file} was written by a newer release (database at migration ` +
          `${manifest.release.migration}; this release knows up to ${known.at(-1)?.tag}). ` +
          'Restore it with that release or a later one. Nothing was written.',
      );

    const contents = await targetContents(opts.database.db, opts.storage);
    const replaced = !isEmpty(contents);
    if (replaced && !opts.replace) {
      const held = [
        contents.tablesWithRows.length
          ? `the database has rows in ${contents.tablesWithRows.join(', ')}`
          : '',
        contents.images ? `${opts.storage.description} holds ${contents.images} pictures` : '',
      ].filter(Boolean);
      throw new BackupRefusal(
        `The target is not empty: ${held.join('; ')}. Restore into an empty data folder or ` +
          'database, or add --replace to replace everything it holds with the archive. ' +
          'Nothing was written.',
      );
    }

    if (replaced) {
      const keys = await storedKeys(opts.storage);
      log(`Removing ${keys.length} pictures from ${opts.storage.description}`);
      await opts.storage.delete(keys);
    }
    log(`Storing ${archive.imageKeys.length} pictures in ${opts.storage.description}`);
    await loadImages(opts.storage, archive.dir, archive.imageKeys);

    log(`Bringing the schema to migration ${manifest.release.migration}`);
    await migrateTo(opts.database, manifest.release.migration);
    log(`Loading ${manifest.tables.reduce((n, t) => n + t.rows, 0)} rows`);
    await opts.database.db.transaction(async (tx) => loadTables(tx, manifest, archive.dir));
    log('Migrating to this release');
    await migrate(opts.database);
    return { manifest, replaced };
  } finally {
    await archive.close();
  }
}

/**
 * Empties every table and loads the archive's rows, in the target's load order (a table after
 * those its foreign keys point at). The tables' own triggers are off meanwhile: the rows are
 * loaded as they were, and a trigger such as the listing version's (migration 0016) must not
 * count the load as a change. ALTER TABLE is transactional: a failed load leaves them on.
 */
async function loadTables(tx: Runner, manifest: Manifest, dir: string) {
  const target = await shopTables(tx);
  const byName = new Map(manifest.tables.map((t) => [t.name, t]));
  for (const entry of manifest.tables) {
    const table = target.find((t) => t.name === entry.name);
    if (!table) throw new Error(`this database has no table ${entry.name}`);
    const unknown = entry.columns.filter((c) => !table.columns.includes(c));
    if (unknown.length) throw new Error(`table ${entry.name} has no column ${unknown.join(', ')}`);
  }
  const triggered = target.filter((t) => t.hasTriggers);
  for (const t of triggered)
    await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} DISABLE TRIGGER USER`));
  for (const t of [...target].reverse()) await tx.execute(sql.raw(`DELETE FROM ${ident(t.name)}`));
  for (const t of target) {
    const entry = byName.get(t.name);
    if (entry) await loadTable(tx, entry, path.join(dir, tableFile(entry.name)));
  }
  for (const t of triggered)
    await tx.execute(sql.raw(`ALTER TABLE ${ident(t.name)} ENABLE TRIGGER USER`));
}

async function loadTable(tx: Runner, entry: TableEntry, file: string) {
  const table = ident(entry.name);
  const columns = entry.columns.map(ident).join(', ');
  // The rows go to PostgreSQL as the JSON text it wrote: no number, date or JSON value passes
  // through JavaScript's types on the way (a bigint past 2^53 stays exact).
  const insert = (lines: string[]) =>
    tx.execute(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::${sql.raw(table)}, ${`[${lines.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length) await insert(batch);
  const [row] = await rowsOf<{ count: string | number }>(
    tx,
    sql.raw(`SELECT count(*) AS count FROM ${table}`),
  );
  if (Number(row?.count) !== entry.rows)
    throw new Error(
      `table ${entry.name}: ${row?.count} rows loaded, the archive counts ${entry.rows}`,
    );
}
