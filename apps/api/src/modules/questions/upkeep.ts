import type { FastifyInstance } from 'fastify';
import { unansweredRecorded } from './question-log.ts';
import { pruneUnansweredHourly } from './question-retention.ts';

/**
 * The unanswered questions' upkeep (the collection search and the assistant record them):
 * recordings still running are written before the database closes, and questions are kept for
 * the days the settings say (unansweredKeepDays).
 */
export default async function questionUpkeep(app: FastifyInstance) {
  app.addHook('onClose', () => unansweredRecorded(app.db));
  pruneUnansweredHourly(app);
}
