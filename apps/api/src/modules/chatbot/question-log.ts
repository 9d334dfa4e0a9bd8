import type { FastifyBaseLogger } from 'fastify';
import type { UnansweredSource } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { assistantQuestions } from '../../db/schema.ts';
import { questionText } from './question-text.ts';

/** Shorter than this (after normalising) is no question: a stray letter in the search box. */
const TEXT_MIN = 2;

// Inserts still running, per database: the app waits for them when it closes, and tests wait
// for them before reading the table.
const running = new WeakMap<object, Set<Promise<void>>>();

/**
 * Records a question that found nothing (modules/chatbot/question-text.ts says what is kept).
 * The answer never waits for it: the insert runs on its own, and a failure is logged, never
 * passed to the visitor.
 */
export function recordUnanswered(
  db: Db,
  log: FastifyBaseLogger,
  raw: string,
  source: UnansweredSource,
): void {
  const text = questionText(raw);
  if (text.length < TEXT_MIN) return;
  let inserts = running.get(db);
  if (!inserts) {
    inserts = new Set();
    running.set(db, inserts);
  }
  const set = inserts;
  const work: Promise<void> = db
    .insert(assistantQuestions)
    .values({ id: newId(), text, source })
    .then(
      () => undefined,
      (err: unknown) => log.warn({ err, source }, 'an unanswered question was not recorded'),
    )
    .finally(() => set.delete(work));
  set.add(work);
}

/** Resolves once every question being recorded on this database is written (or has failed). */
export async function unansweredRecorded(db: Db): Promise<void> {
  await Promise.all([...(running.get(db) ?? [])]);
}
