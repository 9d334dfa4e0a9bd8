import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { productListingVersion } from '../../../db/schema.ts';
import {
  buildNameIndex,
  indexCanSearch,
  searchNameIndex,
  type IndexedProduct,
  type NameIndex,
  type NameSearch,
  type NameSearchResult,
} from './name-index.ts';

/**
 * The name index of one database, kept fresh without being told of changes: every search first
 * reads the one-row listing version (a trigger raises it with every statement that changes what
 * lists filter and order by, migration 0016), and the index answers only if it was built at that
 * version. Otherwise the database answers, as it would without an index, while a new index is
 * built in the background. So a search never sees an older catalogue than the database holds,
 * on any instance, whoever changed the products (docs/decisions/0036-in-process-name-index.md).
 */
export interface LiveNameIndex {
  /** The search's total and page, or undefined when the database must answer it. */
  find(
    search: NameSearch,
    paging: { limit: number; offset: number },
  ): Promise<NameSearchResult | undefined>;
  /**
   * The words of the names when an index was last built, current or not (undefined before the
   * first build): only what a misspelt search may be corrected to, never what it finds.
   */
  nameWords(): ReadonlyMap<string, number> | undefined;
  /** Resolves once no build is running (tests). */
  settled(): Promise<void>;
}

export interface LiveNameIndexOptions {
  log?: FastifyBaseLogger;
  /** The least time between the starts of two builds, however often the catalogue changes. */
  rebuildGapMs?: number;
}

export function createLiveNameIndex(
  db: Db,
  { log, rebuildGapMs = 1_000 }: LiveNameIndexOptions = {},
): LiveNameIndex {
  let built: { index: NameIndex; version: number } | undefined;
  let building: Promise<void> | undefined;
  let lastStart = -Infinity;
  const versionStatement = db
    .select({ version: productListingVersion.version })
    .from(productListingVersion)
    .prepare('catalog_listing_version');

  async function currentVersion(): Promise<number> {
    const [row] = await versionStatement.execute();
    return row?.version ?? 0;
  }

  async function build() {
    // Read before the rows: a change made in between makes the index look older than it is
    // (rebuilt once more), never newer.
    const version = await currentVersion();
    const result = await db.execute(sql`
      SELECT id, name_folded AS "nameFolded", category, sub_category AS "subCategory", popular,
             (row_number() OVER (ORDER BY created_at DESC, id DESC))::int AS "newestRank"
      FROM products WHERE archived_at IS NULL
      ORDER BY price, id`);
    const rows = (result as unknown as { rows: IndexedProduct[] }).rows;
    built = { index: await buildNameIndex(rows), version };
  }

  function rebuild() {
    if (building || performance.now() - lastStart < rebuildGapMs) return;
    lastStart = performance.now();
    building = build()
      .catch((err: unknown) => log?.warn({ err }, 'the name index could not be built'))
      .finally(() => {
        building = undefined;
      });
  }

  return {
    async find(search, paging) {
      if (!search.q || !indexCanSearch(search.q)) return undefined;
      const version = await currentVersion();
      if (built?.version !== version) {
        rebuild();
        return undefined;
      }
      return searchNameIndex(built.index, { ...search, q: search.q }, paging);
    },
    nameWords: () => built?.index.words,
    settled: async () => {
      await building;
    },
  };
}

const perDatabase = new WeakMap<Db, LiveNameIndex>();

/** The one name index of a database, shared by every app on it in this process. */
export function liveNameIndexOf(db: Db, log?: FastifyBaseLogger): LiveNameIndex {
  let index = perDatabase.get(db);
  if (!index) {
    index = createLiveNameIndex(db, { log });
    perDatabase.set(db, index);
  }
  return index;
}
