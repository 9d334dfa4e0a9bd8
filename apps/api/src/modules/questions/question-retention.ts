import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { assistantQuestions as q } from '../../db/schema.ts';
import { getShopSettings } from '../settings/index.ts';

const DAY_MS = 24 * 60 * 60_000;

/** How often each process deletes questions past the kept days: more often would find nothing. */
export const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Deletes the questions nobody asked again in the last `unansweredKeepDays` days (the shop's
 * settings, read each time, so a change applies at the next prune), counted back from `now`.
 * Answers how many questions (rows of one place) went.
 */
export async function pruneUnanswered(db: Db, now: Date): Promise<number> {
  const { unansweredKeepDays } = await getShopSettings(db);
  const before = new Date(now.getTime() - unansweredKeepDays * DAY_MS);
  const gone = await db.delete(q).where(lt(q.lastAskedAt, before)).returning({ text: q.text });
  return gone.length;
}

// The prune running on a database, if any: closing waits for it, tests wait for the first one.
const pruning = new WeakMap<object, Promise<void>>();

/** Resolves once the prune running on this database (if any) has finished. */
export async function unansweredPruned(db: Db): Promise<void> {
  await pruning.get(db);
}

/**
 * Prunes once when the app is ready (a process restarted more often than hourly still prunes)
 * and then every hour, on an unref'd timer like the other periodic work (the cache versions'
 * polling), so it never holds the process open. A failure is logged and tried at the next hour.
 */
export function pruneUnansweredHourly(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    if (pruning.has(app.db)) return;
    const work = pruneUnanswered(app.db, new Date())
      .then(
        (deleted) => {
          if (deleted)
            app.log.info({ deleted }, 'unanswered questions past their kept days deleted');
        },
        (err: unknown) => app.log.warn({ err }, 'unanswered questions could not be pruned'),
      )
      .finally(() => pruning.delete(app.db));
    pruning.set(app.db, work);
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, PRUNE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await unansweredPruned(app.db);
  });
}
