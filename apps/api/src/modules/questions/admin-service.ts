import {
  ADMIN_UNANSWERED_PAGE_SIZE,
  UNANSWERED_MESSAGES as M,
  type AdminUnansweredResponse,
  type UnansweredSource,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { countUnanswered, deleteUnanswered, findUnanswered } from './admin-queries.ts';

/** The staff's list: what visitors asked that found nothing, grouped, most asked first. */
export async function listUnanswered(
  db: Db,
  query: { source?: UnansweredSource; q?: string; page?: number; pageSize?: number },
): Promise<AdminUnansweredResponse> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_UNANSWERED_PAGE_SIZE;
  const [{ rows, total }, counts] = await Promise.all([
    findUnanswered(
      db,
      { source: query.source, q: query.q || undefined },
      { limit: pageSize, offset: (page - 1) * pageSize },
    ),
    countUnanswered(db),
  ]);
  return { success: true, questions: rows, total, page, pageSize, counts };
}

/**
 * Clears one question once the staff have acted on it (stocked the product, or judged it
 * noise). Audited with how often and where it had been asked.
 */
export async function clearUnanswered(
  db: Db,
  actorId: string,
  query: { text: string; source?: UnansweredSource },
) {
  const cleared = await db.transaction(async (tx) => {
    const rows = await deleteUnanswered(tx, query.text, query.source);
    if (!rows.length) throw new AppError('NOT_FOUND', M.notFound);
    const askedFrom = (source: UnansweredSource) =>
      rows.filter((r) => r.source === source).reduce((sum, r) => sum + r.count, 0);
    const sources = { assistant: askedFrom('assistant'), search: askedFrom('search') };
    await recordAudit(tx, actorId, {
      action: 'unanswered.clear',
      entity: 'unanswered_question',
      entityId: query.text,
      before: {
        text: query.text,
        count: sources.assistant + sources.search,
        sources,
        firstAskedAt: new Date(
          Math.min(...rows.map((r) => r.firstAskedAt.getTime())),
        ).toISOString(),
        lastAskedAt: new Date(Math.max(...rows.map((r) => r.lastAskedAt.getTime()))).toISOString(),
      },
    });
    return sources.assistant + sources.search;
  });
  return { success: true as const, message: M.cleared(cleared) };
}
