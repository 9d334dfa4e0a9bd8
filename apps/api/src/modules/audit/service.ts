import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminAuditQuery } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { auditLog, users } from '../../db/schema.ts';

/** A database or an open transaction: the log entry commits or rolls back with the change. */
type Executor = Pick<Db, 'select' | 'insert'>;

export interface AuditRecord {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

// Secrets never enter the log, whatever a caller passes in.
const SECRET_KEYS = new Set(['passwordHash', 'password', 'tokenVersion', 'token', 'tokenHash']);
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, v]) => [key, scrub(v)]),
    );
  }
  return value;
}

/** Writes who changed what; call it inside the transaction that makes the change. */
export async function recordAudit(db: Executor, actorId: string, record: AuditRecord) {
  await recordAudits(db, actorId, [record]);
}

const BATCH = 500;

/**
 * Many entries by one staff member at once (a CSV import writes one per product): the same
 * entries as `recordAudit`, in a few multi-row inserts instead of two queries each.
 */
export async function recordAudits(db: Executor, actorId: string, records: AuditRecord[]) {
  if (!records.length) return;
  const [actor] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, actorId))
    .limit(1);
  const rows = records.map((record) => ({
    id: newId(),
    actorId,
    actorEmail: actor?.email ?? '',
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    before: scrub(record.before ?? null),
    after: scrub(record.after ?? null),
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(auditLog).values(rows.slice(i, i + BATCH));
  }
}

const DEFAULT_PAGE_SIZE = 50;

/** Newest first, optionally narrowed to one record or one staff member. */
export async function listAudit(db: Db, query: AdminAuditQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    success: true as const,
    entries: rows.map((row) => ({
      _id: row.id,
      actor: { _id: row.actorId, email: row.actorEmail },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      date: row.createdAt.getTime(),
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
  };
}
