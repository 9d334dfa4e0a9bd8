import pg from 'pg';

/**
 * One key for the whole shop: every instance preparing the same database waits for this lock.
 * Any constant works as long as nothing else in the database uses it.
 */
export const PREPARE_LOCK_KEY = 7_261_845_202;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock, so instances started together on
 * one database prepare it one after the other: the migrator takes no lock of its own, and the demo
 * seed checks for products before writing them, so two at once could both migrate or both seed.
 * The next instance finds the work done. The lock lives on a connection of its own and goes with
 * it: an instance that dies while preparing frees it. Without a server (PGlite) there is one
 * process, and nothing to wait for.
 */
export async function withPrepareLock<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // An idle connection that fails while work runs must not end the process; the work's own
  // queries report the outage.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}
