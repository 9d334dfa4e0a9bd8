// The shop's tables as the database itself describes them, so a table added by a later migration
// is backed up without anyone listing it here.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** A transaction, or the database: anything drizzle can run a statement on. */
export type Runner = Pick<Db, 'execute'>;

export async function rowsOf<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface TableInfo {
  name: string;
  /** Columns the rows are written and loaded with, in the table's order; generated ones left out. */
  columns: string[];
  /** Whether the table has triggers of its own (not the ones behind foreign keys). */
  hasTriggers: boolean;
}

/**
 * Every table of the public schema, each after the tables its foreign keys point at, so rows load
 * in this order without a deferred constraint (drizzle's foreign keys are not deferrable). Ties go
 * by name, so two backups of one schema list the tables alike. Throws for a cycle of foreign keys,
 * which this schema does not have and a load in one order could not satisfy.
 */
export async function shopTables(runner: Runner): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: string }>(
    runner,
    sql`SELECT table_name AS "table", column_name AS "column", is_generated AS generated
        FROM information_schema.columns
        WHERE table_schema = 'public'
          AND table_name IN (SELECT relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                             WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p'))
        ORDER BY table_name, ordinal_position`,
  );
  const edges = await rowsOf<{ child: string; parent: string }>(
    runner,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint k
        JOIN pg_class child ON child.oid = k.conrelid
        JOIN pg_class parent ON parent.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = k.connamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const triggered = await rowsOf<{ table: string }>(
    runner,
    sql`SELECT DISTINCT c.relname AS "table" FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  );
  const tables = new Map<string, TableInfo>();
  for (const { table, column, generated } of columns) {
    const info = tables.get(table) ?? { name: table, columns: [], hasTriggers: false };
    if (generated !== 'ALWAYS') info.columns.push(column);
    tables.set(table, info);
  }
  for (const { table } of triggered) {
    const info = tables.get(table);
    if (info) info.hasTriggers = true;
  }
  return loadOrder([...tables.values()], edges);
}

function loadOrder(tables: TableInfo[], edges: { child: string; parent: string }[]): TableInfo[] {
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const waiting = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (waiting.length) {
    const next = waiting.findIndex((t) => [...parents.get(t.name)!].every((p) => placed.has(p)));
    if (next < 0)
      throw new Error(`foreign keys form a cycle among ${waiting.map((t) => t.name).join(', ')}`);
    const [table] = waiting.splice(next, 1);
    ordered.push(table!);
    placed.add(table!.name);
  }
  return ordered;
}

/** A table or column name quoted for SQL (names come from the catalogue or a checked manifest). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
