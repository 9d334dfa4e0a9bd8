// One scheduled backup at a time across the worker processes and instances of one database: a
// PostgreSQL advisory lock, tried rather than waited for (a worker that finds it taken knows
// another is backing up). PGlite serves from one process, where the scheduler itself never
// overlaps its runs.
import type pg from 'pg';
import type { DbHandle } from '../db/client.ts';

/** Another constant than the preparation's (db/prepare-lock.ts); nothing else uses it. */
export const BACKUP_LOCK_KEY = 7_261_845_203;

/** Runs `work` holding the lock and answers its result, or answers `busy` when it is taken. */
export async function withBackupLock<T>(
  database: DbHandle,
  work: () => Promise<T>,
): Promise<T | 'busy'> {
  if (database.kind !== 'postgres') return work();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [BACKUP_LOCK_KEY],
    );
    locked = rows[0]?.locked === true;
    if (!locked) return 'busy';
    return await work();
  } finally {
    // The connection goes back to the pool, so the session lock is let go by hand.
    if (locked)
      await client.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
