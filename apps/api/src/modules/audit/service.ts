import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminAuditQuerySchema } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { auditLog, products, users } from '../../db/schema.ts';
import { addDays, shopDayStart } from '../../lib/shop-day.ts';
import { containsPattern } from '../../lib/sql-like.ts';

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

/** Product names of the entries about products (the log keeps ids; names change). */
async function productNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Newest first, optionally narrowed to one record, one staff member, a range of shop days and a
 * search in the action, the record's id, the person's e-mail and the values.
 */
export async function listAudit(db: Db, query: z.output<typeof adminAuditQuerySchema>) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.actorId) filters.push(eq(auditLog.actorId, query.actorId));
  if (query.from) filters.push(gte(auditLog.createdAt, shopDayStart(query.from)));
  if (query.to) filters.push(lt(auditLog.createdAt, shopDayStart(addDays(query.to, 1))));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(auditLog.action, pattern),
        ilike(auditLog.entityId, pattern),
        ilike(auditLog.actorEmail, pattern),
        sql`${auditLog.before}::text ILIKE ${pattern}`,
        sql`${auditLog.after}::text ILIKE ${pattern}`,
      )!,
    );
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [totals], actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ _id: auditLog.actorId, email: auditLog.actorEmail })
      .from(auditLog)
      .orderBy(auditLog.actorEmail, auditLog.actorId),
  ]);
  const names = await productNames(db, [
    ...new Set(rows.filter((r) => r.entity === 'product').map((r) => r.entityId)),
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
      entityName: row.entity === 'product' ? (names.get(row.entityId) ?? null) : null,
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
    actors,
  };
}
