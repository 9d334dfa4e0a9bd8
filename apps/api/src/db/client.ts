import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The one database type every module uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a statement written in SQL (aggregates, set-returning functions): PGlite answers
 * `{ rows }`, node-postgres a result with `rows` too; both are read the same. Columns come as
 * the drivers give them: cast sums to float8 or int in the SQL to get numbers from both.
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** pg_trgm must be loaded into every PGlite instance, including ones restored from a dump. */
export const pgliteExtensions = { pg_trgm };

export function openPglite(dataDir: string | undefined, loadDataDir?: Blob): DbHandle {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = new PGlite({ dataDir, extensions: pgliteExtensions, loadDataDir });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * How long a query waits for a connection (a new one, or a free one of a full pool) before it
 * fails: a database that accepts connections and never answers fails requests and the health
 * check (503) in this time instead of holding them forever.
 */
export const CONNECT_TIMEOUT_MS = 5_000;

export function openPostgres(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle connection can be cut by the server (restart, failover, a dropped database). Without
  // a listener that error would end the process; the pool replaces the connection by itself.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  // A connection cut while it is lent out (inside a transaction) reports the error on the client
  // itself, where the pool listens only while the client is idle: unheard, it would end the
  // process. The query in flight fails with the same error (answered and logged by its request),
  // and the pool discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): DbHandle {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openPglite(path.join(opts.dataDir, 'pglite'));
}
