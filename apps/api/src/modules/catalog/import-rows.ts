// The rows import-file.ts read, checked against what only the database knows (ids, pictures,
// stock), planned, and written inside the caller's transaction. Staff's import (admin-import.ts)
// and the demo seed's (seed-import.ts) both come through here, each with its own `ImportWay`.
import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  sizesOf,
  type ImportChange,
  type ImportRowError,
  type ProductFields,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { products } from '../../db/schema.ts';
import { recordAudits, type AuditRecord } from '../audit/index.ts';
import { setStock, stockLevels, type SizeKey, type StockActor } from '../stock/index.ts';
import {
  keptFields,
  sameFields,
  sameSizeValues,
  snapshotOf,
  snapshotOfFields,
} from './admin-product-mapper.ts';
import {
  findAnyProducts,
  forgetRemovedSizes,
  rowFieldsOf,
  saveSizeValues,
  skuHolders,
  staffActor,
} from './admin-queries.ts';
import { importDifferences } from './import-differences.ts';
import type { ValidRow } from './import-file.ts';
import type { ProductRow } from './product-mapper.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who imports: what decides which pictures a row may name, and how the writes are dated and kept. */
export interface ImportWay {
  /** The pictures among `urls` the shop does not hold: a row naming one is refused. */
  unknownImages(tx: Tx, urls: string[]): Promise<Set<string>>;
  /**
   * When the `i`th of `n` new products arrived, the write starting at `now` (ms): times rise
   * along the file, so its last row is the newest product.
   */
  createdAt(i: number, n: number, now: number): Date;
  /** The staff member importing, whose changes are audited; null for the shop itself (the seed). */
  actorId: string | null;
  /**
   * 'import': staff's change, counted in now. 'seed': the opening stock of new products, counted in
   * when each arrived, so their history starts with the product.
   */
  stockReason: 'import' | 'seed';
  /** Lock the products the rows change (a real import), or only read them (a dry run). */
  lock: boolean;
}

export interface ImportPlan {
  errors: ImportRowError[];
  creates: PlannedRow[];
  updates: { row: PlannedRow; before: ProductRow }[];
  changes: ImportChange[];
}

/** A row that changes a product: its stock is set after the product row is written. */
export interface PlannedRow extends ValidRow {
  /**
   * The units of the sizes the row leaves empty, as read: `setStock` keeps what orders leave of
   * those sizes by the time the import writes.
   */
  kept: Record<string, number>;
  /** The stock rows must be written (tracked, and not already as the row wants them). */
  writeStock: boolean;
}

const INSERT_BATCH = 500;
const UPDATE_BATCH = 500;

/**
 * The row's fields once what it leaves unsaid is filled in (from the product it changes, else the
 * form's defaults), with the stock of every size: its cell, else what the size holds now.
 */
function resolve(r: ValidRow, before: ProductRow | undefined, current: Record<string, number>) {
  const fields: ProductFields = { ...r.fields };
  if (before) {
    const sizes = sizesOf(fields.sizes);
    // A size value column the file lacks keeps the values of the sizes the product still has.
    const ofSizes = <T>(values: Record<string, T> | null) =>
      Object.fromEntries(Object.entries(values ?? {}).filter(([size]) => sizes.includes(size)));
    for (const column of r.unsaid) {
      const kept = before[column];
      Object.assign(fields, {
        [column]: typeof kept === 'object' ? ofSizes(kept as Record<string, unknown>) : kept,
      });
    }
  }
  const kept: Record<string, number> = {};
  fields.stock = Object.fromEntries(
    sizesOf(fields.sizes).map((size) => {
      const given = r.stock[size];
      if (given !== undefined) return [size, given];
      if (current[size] !== undefined) kept[size] = current[size];
      return [size, current[size] ?? 0];
    }),
  );
  return { fields: keptFields(fields), kept };
}

/** The stock rows are already exactly these units of these sizes (no size more, none less). */
const rowsAre = (current: Record<string, number>, levels: Record<string, number>) => {
  const sizes = Object.keys(levels);
  return (
    Object.keys(current).length === sizes.length &&
    sizes.every((size) => current[size] === levels[size])
  );
};

/** Checks what only the database knows (ids, pictures, stock) and decides each row's change. */
export async function plan(tx: Tx, rows: ValidRow[], way: ImportWay): Promise<ImportPlan> {
  const errors: ImportRowError[] = [];
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const existing = new Map(
    (await findAnyProducts(tx, ids, { lock: way.lock })).map((p) => [p.id, p] as const),
  );
  // Every stock row of the products, tracked or not: a product whose tracking is turned on
  // starts from the units it held before it was turned off.
  const stockNow = await stockLevels(tx, [...existing.keys()]);
  const unknown = await way.unknownImages(
    tx,
    rows.flatMap((r) => r.fields.images),
  );
  const creates: PlannedRow[] = [];
  const updates: { row: PlannedRow; before: ProductRow }[] = [];
  const changes: ImportChange[] = [];
  const skus: SkuOfRow[] = [];
  for (const r of rows) {
    const before = r.id ? existing.get(r.id) : undefined;
    let ok = true;
    if (r.id && !before) {
      errors.push({ row: r.row, field: 'id', message: M.csvNoSuchProduct });
      ok = false;
    }
    r.fields.images.forEach((url, i) => {
      if (unknown.has(url)) {
        errors.push({ row: r.row, field: 'images', message: M.imageUnknown(i) });
        ok = false;
      }
    });
    const current = (before && stockNow.get(before.id)) || {};
    const { fields, kept } = resolve(r, before, current);
    const given = Object.keys(r.stock);
    if (!fields.trackStock && given.length) {
      errors.push({ row: r.row, field: r.stockField(given[0]!), message: M.stockUntracked });
      ok = false;
    }
    if (!ok) continue;
    for (const [size, sku] of Object.entries(fields.sizeSkus)) skus.push({ row: r.row, size, sku });
    const planned: PlannedRow = {
      ...r,
      fields,
      kept,
      writeStock: fields.trackStock && !rowsAre(current, fields.stock),
    };
    if (!before) {
      // A tracked product without stock rows has none of any size: only units need rows.
      planned.writeStock =
        fields.trackStock && Object.values(fields.stock).some((units) => units > 0);
      creates.push(planned);
      changes.push({ row: r.row, action: 'create', id: null, name: fields.name, differences: [] });
      continue;
    }
    const archiveChanges = r.archived !== undefined && r.archived !== (before.archivedAt !== null);
    const action = archiveChanges || !sameFields(before, fields) ? 'update' : 'unchanged';
    if (action === 'update') updates.push({ row: planned, before });
    const differences =
      action === 'update'
        ? importDifferences(
            snapshotOf(before),
            snapshotOfFields(fields, r.archived ?? before.archivedAt !== null),
          )
        : [];
    changes.push({ row: r.row, action, id: before.id, name: fields.name, differences });
  }
  errors.push(...(await skuProblems(tx, skus, [...existing.keys()])));
  errors.sort((a, b) => a.row - b.row);
  return { errors, creates, updates, changes };
}

interface SkuOfRow {
  row: number;
  size: string;
  sku: string;
}

/**
 * SKUs the import would give twice: to sizes of two rows, or to a size of a product the file does
 * not change (those it changes hold, afterwards, what their rows say). One error per row's SKU.
 */
async function skuProblems(tx: Tx, skus: SkuOfRow[], changed: string[]) {
  const errors: ImportRowError[] = [];
  const seen = new Map<string, SkuOfRow>();
  for (const given of skus) {
    const first = seen.get(given.sku.toLowerCase());
    if (first && first.row !== given.row) {
      errors.push({
        row: given.row,
        field: 'sizeSkus',
        message: M.skuInRow(given.sku, given.size, first.row),
      });
    } else seen.set(given.sku.toLowerCase(), given);
  }
  const holders = await skuHolders(
    tx,
    skus.map((s) => s.sku),
    changed,
  );
  for (const holder of holders) {
    for (const given of skus.filter((s) => s.sku.toLowerCase() === holder.sku!.toLowerCase())) {
      const message = M.skuTaken(given.sku, given.size, holder.name, holder.size);
      errors.push({ row: given.row, field: 'sizeSkus', message });
    }
  }
  return errors;
}

/**
 * The stock of the products just written, for the way's reason, each change in the history: a
 * size whose cell is empty keeps what orders left of it (`kept`); sizes a product lost lose their
 * row. Opening stock ('seed') is dated `at`, when its new product arrived.
 */
async function writeStock(
  tx: Tx,
  rows: { id: string; row: PlannedRow; before?: ProductRow; at?: Date }[],
  actor: StockActor,
  reason: ImportWay['stockReason'],
): Promise<SizeKey[]> {
  const cameBack: SizeKey[] = [];
  for (const { id, row, before, at } of rows) {
    if (row.writeStock) {
      const context = { reason, actor, expected: row.kept, at: reason === 'seed' ? at : undefined };
      cameBack.push(...(await setStock(tx, id, row.fields.stock, context)));
    } else if (!row.fields.trackStock && before && !sameSizes(before.sizes, row.fields.sizes)) {
      // Untracked: its rows stay as they were (admin-service.ts), but a lost size loses its row.
      await forgetRemovedSizes(tx, id, row.fields.sizes);
    }
  }
  return cameBack;
}

const sameSizes = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a plan without errors: new products, changed ones and their stock, and (for staff) an
 * audit entry each. Answers the sizes that came back in stock.
 */
export async function write(tx: Tx, planned: ImportPlan, way: ImportWay): Promise<SizeKey[]> {
  const { creates, updates, changes } = planned;
  const start = Date.now();
  const values = creates.map((r, i) => {
    return {
      id: newId(),
      ...rowFieldsOf(r.fields),
      createdAt: way.createdAt(i, creates.length, start),
      archivedAt: r.archived ? new Date(start) : null,
    };
  });
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    await tx.insert(products).values(values.slice(i, i + INSERT_BATCH));
  }
  const idOfRow = new Map(creates.map((r, i) => [r.row, values[i]!.id]));
  for (const change of changes) {
    if (change.action === 'create') change.id = idOfRow.get(change.row)!;
  }
  const audit: AuditRecord[] = creates.map((r, i) => ({
    action: 'product.import.create',
    entity: 'product',
    entityId: values[i]!.id,
    after: snapshotOfFields(r.fields, Boolean(r.archived)),
  }));
  for (let i = 0; i < updates.length; i += UPDATE_BATCH) {
    await updateMany(tx, updates.slice(i, i + UPDATE_BATCH));
  }
  // The sizes' own values, where a product has any or its old ones must go.
  await saveSizeValues(tx, [
    ...creates.map((r, i) => ({ id: values[i]!.id, fields: r.fields })),
    ...updates
      .filter(({ row, before }) => !sameSizeValues(before, row.fields))
      .map(({ row, before }) => ({ id: before.id, fields: row.fields })),
  ]);
  const actor = way.actorId ? await staffActor(tx, way.actorId) : null;
  const stockRows = [
    ...creates.map((row, i) => ({ id: values[i]!.id, row, at: values[i]!.createdAt })),
    ...updates.map(({ row, before }) => ({ id: before.id, row, before })),
  ];
  // A new product has nobody waiting for it: only updated products' sizes can come back.
  const cameBack = await writeStock(tx, stockRows, actor, way.stockReason);
  for (const { row, before } of updates) {
    const archived = row.archived ?? before.archivedAt !== null;
    audit.push({
      action: 'product.import.update',
      entity: 'product',
      entityId: before.id,
      before: snapshotOf(before),
      after: snapshotOfFields(row.fields, archived),
    });
  }
  if (way.actorId) await recordAudits(tx, way.actorId, audit);
  return cameBack;
}

/**
 * Many products changed in one statement (an import may update thousands: one UPDATE each took
 * seconds). Values travel as text and are cast where they land.
 */
async function updateMany(tx: Tx, updates: { row: PlannedRow; before: ProductRow }[]) {
  const values = updates.map(({ row, before }) => {
    const f = row.fields;
    const wasArchived = before.archivedAt !== null;
    const archive =
      row.archived === undefined || row.archived === wasArchived
        ? 'keep'
        : row.archived
          ? 'archive'
          : 'restore';
    return sql`(${before.id}, ${f.name}, ${f.description}, ${String(f.price)}, ${f.category}, ${f.subCategory}, ${JSON.stringify(f.sizes)}, ${String(f.popular)}, ${JSON.stringify(f.images)}, ${archive}, ${f.productType}, ${f.measurement}, ${f.unit}, ${String(f.trackStock)})`;
  });
  await tx.execute(sql`
    UPDATE ${products} AS p SET
      name = v.name,
      description = v.description,
      price = v.price::bigint,
      category = v.category,
      sub_category = v.sub_category,
      sizes = v.sizes::jsonb,
      popular = v.popular::boolean,
      images = v.images::jsonb,
      archived_at = CASE v.archive WHEN 'archive' THEN now() WHEN 'restore' THEN NULL
        ELSE p.archived_at END,
      product_type = v.product_type,
      measurement = v.measurement,
      unit = v.unit,
      track_stock = v.track_stock::boolean,
      updated_at = now()
    FROM (VALUES ${sql.join(values, sql`, `)})
      AS v(id, name, description, price, category, sub_category, sizes, popular, images, archive,
        product_type, measurement, unit, track_stock)
    WHERE p.id = v.id`);
}
