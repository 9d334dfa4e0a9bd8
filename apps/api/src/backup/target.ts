// Whether a restore's target holds anything of a shop: a row in any of its tables, or a picture.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/index.ts';
import { storedKeys } from './images.ts';
import { ident, rowsOf, shopTables } from './tables.ts';

/**
 * Tables a freshly migrated database already has rows in (migration 0016 inserts the one row of
 * the listing version): such a database is empty for a restore. A test migrates an empty database
 * and checks it counts as empty, so a migration that starts filling another table is noticed.
 */
const FILLED_BY_MIGRATIONS = new Set(['product_listing_version']);

export interface TargetContents {
  /** Tables with at least one row of the shop's own. */
  tablesWithRows: string[];
  /** Pictures in the storage. */
  images: number;
}

export async function targetContents(db: Db, storage: Storage): Promise<TargetContents> {
  const tablesWithRows: string[] = [];
  for (const table of await shopTables(db)) {
    if (FILLED_BY_MIGRATIONS.has(table.name)) continue;
    const [row] = await rowsOf<{ any: boolean }>(
      db,
      sql.raw(`SELECT EXISTS (SELECT 1 FROM ${ident(table.name)}) AS any`),
    );
    if (row?.any) tablesWithRows.push(table.name);
  }
  return { tablesWithRows, images: (await storedKeys(storage)).length };
}

export const isEmpty = (c: TargetContents) => c.tablesWithRows.length === 0 && c.images === 0;
