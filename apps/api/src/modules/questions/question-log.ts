import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UnansweredSource } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { assistantQuestions as q } from '../../db/schema.ts';
import { questionCapOf } from './question-cap.ts';
import { questionText } from './question-text.ts';

/** Shorter than this (after normalising) is no question: a stray letter in the search box. */
const TEXT_MIN = 2;

// Recordings still running, per database: the app waits for them when it closes, and tests wait
// for them before reading the table.
const running = new WeakMap<object, Set<Promise<void>>>();

function track(db: Db, work: Promise<void>): void {
  let set = running.get(db);
  if (!set) {
    set = new Set();
    running.set(db, set);
  }
  const inFlight = set;
  const tracked = work.finally(() => inFlight.delete(tracked));
  inFlight.add(tracked);
}

/**
 * Counts one asking of a question: a new question is a row of its own, a known one (same
 * normalised text, same place) adds one to its count and moves its last asking to now. One
 * statement, so two askings at once on any number of instances both count.
 */
export async function countAsking(db: Db, text: string, source: UnansweredSource): Promise<void> {
  await db
    .insert(q)
    .values({ text, source })
    .onConflictDoUpdate({
      target: [q.text, q.source],
      set: { count: sql`${q.count} + 1`, lastAskedAt: sql`now()` },
    });
}

/**
 * Records a question that found nothing (question-text.ts says what is kept),
 * unless the visitor's address has recorded its share this hour (question-cap.ts). The answer
 * never waits for it: the check and the write run on their own, and a failure is logged, never
 * passed to the visitor.
 */
export function recordUnanswered(
  app: FastifyInstance,
  request: FastifyRequest,
  raw: string,
  source: UnansweredSource,
): void {
  const text = questionText(raw);
  if (text.length < TEXT_MIN) return;
  const log: FastifyBaseLogger = request.log;
  const allowed = questionCapOf(app);
  track(
    app.db,
    allowed(request)
      .then((yes) => (yes ? countAsking(app.db, text, source) : undefined))
      .catch((err: unknown) =>
        log.warn({ err, source }, 'an unanswered question was not recorded'),
      ),
  );
}

/** Resolves once every question being recorded on this database is written (or has failed). */
export async function unansweredRecorded(db: Db): Promise<void> {
  await Promise.all([...(running.get(db) ?? [])]);
}
