import type { FastifyInstance } from 'fastify';
import { nextScheduledAt } from './service.ts';

/** Read the next due time again at least this often: a clock may jump, a read may have failed. */
const REREAD_MS = 60 * 60_000;
/** Never sooner than this: while the database's clock lags this process's, a bump a second. */
const MIN_WAIT_MS = 1_000;

/**
 * Drops the pages that hide a scheduled post once its time comes (decision 0059).
 *
 * Public reads compare a post's publish time with now(), so the post itself needs nothing to run
 * at its time; the kept pages (home, /blog, a neighbour's links, the feed) were rendered before,
 * and are kept until the `blog` tag changes. Each process waits for the earliest publish time
 * still to come and then bumps the tag, which drops those pages here and on every other instance.
 * The wait is read again whenever the tag changes (a post saved here or elsewhere), so a post
 * scheduled on another instance is waited for too.
 */
export function watchScheduledPosts(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let due: number | null = null;
  let reading = 0;

  async function arm() {
    const mine = ++reading;
    let next: Date | null = null;
    try {
      next = await nextScheduledAt(app.db);
    } catch (err) {
      app.log.warn({ err }, 'the next scheduled blog post could not be read');
    }
    // A newer reading started meanwhile, or the app is closing: that one decides.
    if (closed || mine !== reading) return;
    clearTimeout(timer);
    due = next ? next.getTime() : null;
    const wait =
      due === null ? REREAD_MS : Math.min(Math.max(due - Date.now(), MIN_WAIT_MS), REREAD_MS);
    timer = setTimeout(() => void fire(), wait);
    timer.unref();
  }

  async function fire() {
    if (closed) return;
    if (due !== null && Date.now() >= due) {
      // The bump's change calls arm() through onChange; a failed bump is tried again by it.
      await app.cacheVersions.bump(['blog']).catch((err: unknown) => {
        app.log.warn({ err }, 'a scheduled blog post came due but the pages could not be renewed');
      });
    }
    await arm();
  }

  app.cacheVersions.onChange((changed) => {
    if (!closed && changed.includes('blog')) void arm();
  });
  app.addHook('onReady', async () => {
    await arm();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
