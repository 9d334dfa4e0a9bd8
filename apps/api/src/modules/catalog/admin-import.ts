import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  isId,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  productInputSchema,
  sizesOf,
  STOCK_CSV_PREFIX,
  STOCK_MAX,
  type ImportChange,
  type ImportRowError,
  type ProductCsvColumn,
  type ProductFields,
  type ProductImportRefusal,
  type ProductImportResponse,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { products } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudits, type AuditRecord } from '../audit/index.ts';
import { setStock, stockLevels, type SizeKey, type StockActor } from '../stock/index.ts';
import { sameFields, snapshotOf, snapshotOfFields } from './admin-product-mapper.ts';
import { findAnyProducts, forgetRemovedSizes, staffActor } from './admin-queries.ts';
import { announceBackInStock, catalogueChanged, type AdminContext } from './admin-service.ts';
import { CsvSyntaxError, parseCsv, unguardFormula } from '../../lib/csv.ts';
import { unknownImages } from './product-images.ts';
import type { ProductRow } from './product-mapper.ts';

/** The unit columns a file may leave out or leave empty: an existing product keeps its own. */
type UnitColumn = 'productType' | 'measurement' | 'unit' | 'trackStock';

/** A product row that passed the form's schema: what it would create or change. */
interface ValidRow {
  row: number;
  id: string | null;
  /** As the row says; `plan` fills in what it leaves unsaid and the stock of every size. */
  fields: ProductFields;
  /** Only when the cell says so; an empty cell leaves the archive state as it is. */
  archived: boolean | undefined;
  /** Unit columns the row does not say (no column, or an empty cell). */
  unsaid: UnitColumn[];
  /** Units of the sizes whose `stock:<size>` cell holds a number; an empty cell says nothing. */
  stock: Record<string, number>;
}

/** A row that changes a product: its stock is set after the product row is written. */
interface PlannedRow extends ValidRow {
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

function decode(body: Buffer): string {
  try {
    // fatal: Windows-1252 from Excel's plain "CSV" is refused instead of read as mojibake.
    // The decoder drops a byte-order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new AppError('BAD_REQUEST', M.csvNotUtf8);
  }
}

function parse(text: string): string[][] {
  try {
    return parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) {
      throw new AppError(
        'BAD_REQUEST',
        err.problem === 'unclosedQuote' ? M.csvUnclosedQuote(err.row) : M.csvStrayQuote(err.row),
      );
    }
    throw err;
  }
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/** Where each known column is; problems with the header are errors of row 1. */
function readHeader(cells: string[], errors: ImportRowError[]) {
  const at = new Map<ProductCsvColumn, number>();
  /** The `stock:<size>` columns, by size. */
  const stockAt = new Map<string, number>();
  cells.forEach((raw, i) => {
    const name = raw.trim();
    const size = name.startsWith(STOCK_CSV_PREFIX)
      ? name.slice(STOCK_CSV_PREFIX.length).trim()
      : '';
    if (size) {
      if (stockAt.has(size)) errors.push({ row: 1, field: name, message: M.csvColumnTwice(name) });
      else stockAt.set(size, i);
    } else if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
      errors.push({ row: 1, field: name || null, message: M.csvUnknownColumn(name) });
    } else if (at.has(name as ProductCsvColumn)) {
      errors.push({ row: 1, field: name, message: M.csvColumnTwice(name) });
    } else {
      at.set(name as ProductCsvColumn, i);
    }
  });
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!at.has(column) && !PRODUCT_CSV_OPTIONAL_COLUMNS.includes(column)) {
      errors.push({ row: 1, field: column, message: M.csvMissingColumn(column) });
    }
  }
  return { at, stockAt };
}

const list = (cell: string) =>
  cell
    .split(PRODUCT_CSV_LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A price as a spreadsheet may write it: 1500000, 1,500,000 or 1500000.00. Anything else goes to
 * the schema as it is, which answers with the form's own message.
 */
function priceOf(cell: string): unknown {
  const text = cell.trim();
  if (text === '') return undefined;
  if (/^\d{1,3}(,\d{3})+(\.0+)?$/.test(text) || /^\d+(\.0+)?$/.test(text)) {
    return Number(text.replace(/,/g, '').replace(/\.0+$/, ''));
  }
  const number = Number(text);
  return Number.isFinite(number) ? number : text;
}

const YES = ['true', 'yes', '1'];
const NO = ['false', 'no', '0'];

/** Yes or no; empty is `empty`; anything else comes back as the text, for the schema to refuse. */
function yesNo(cell: string, empty: boolean | undefined): boolean | undefined | string {
  const text = cell.trim().toLowerCase();
  if (text === '') return empty;
  if (YES.includes(text)) return true;
  if (NO.includes(text)) return false;
  return cell;
}

/** Units in stock as a spreadsheet may write them (12, 1,200, 12.0), or null. */
function unitsOf(cell: string): number | null {
  const text = cell.trim();
  if (!/^\d{1,3}(,\d{3})+(\.0+)?$/.test(text) && !/^\d+(\.0+)?$/.test(text)) return null;
  const units = Number(text.replace(/,/g, '').replace(/\.0+$/, ''));
  return units <= STOCK_MAX ? units : null;
}

/**
 * The row's `stock:<size>` cells that hold a number, by size. A number for a size the row's
 * product does not have, or a cell that is not a whole number of units, is an error of its column.
 */
function readStock(
  row: number,
  cells: string[],
  stockAt: Map<string, number>,
  sizes: string[],
  errors: ImportRowError[],
): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const [size, i] of stockAt) {
    const text = cells[i]?.trim() ?? '';
    if (text === '') continue;
    const field = STOCK_CSV_PREFIX + size;
    if (!sizes.includes(size)) {
      errors.push({ row, field, message: M.stockUnknownSize(size) });
      continue;
    }
    const units = unitsOf(text);
    if (units === null) errors.push({ row, field, message: M.stockNumber(size) });
    else stock[size] = units;
  }
  return stock;
}

/** One data row through the same schema as the product form. */
function readRow(
  row: number,
  cells: string[],
  header: ReturnType<typeof readHeader>,
  errors: ImportRowError[],
): ValidRow | null {
  const { at, stockAt } = header;
  const cell = (column: ProductCsvColumn) => {
    const i = at.get(column);
    return i === undefined ? '' : unguardFormula(cells[i] ?? '');
  };
  const before = errors.length;

  // PostgreSQL stores no NUL in text: the row is refused here, with its cell, not by the write.
  const columns = [
    ...at,
    ...[...stockAt].map(([size, i]) => [STOCK_CSV_PREFIX + size, i] as const),
  ];
  for (const [column, i] of columns) {
    if (cells[i]?.includes('\u0000')) {
      errors.push({ row, field: column, message: M.csvNulCharacter });
    }
  }
  const idText = cell('id').trim();
  if (idText && !isId(idText)) errors.push({ row, field: 'id', message: M.csvBadId });
  const archived = yesNo(cell('archived'), undefined);
  if (typeof archived === 'string') {
    errors.push({ row, field: 'archived', message: M.csvYesNo('archived') });
  }
  // An empty unit cell says nothing (the product keeps its own, a new one gets the form's
  // default), except the measurement's when its column is there: empty is a measurement too.
  const units: Partial<Record<UnitColumn, unknown>> = {};
  const unsaid: UnitColumn[] = [];
  const productType = cell('productType').trim().toLowerCase();
  if (productType) units.productType = productType;
  else unsaid.push('productType');
  if (at.has('measurement')) units.measurement = cell('measurement');
  else unsaid.push('measurement');
  const unit = cell('unit').trim().toLowerCase();
  if (unit) units.unit = unit;
  else unsaid.push('unit');
  const trackStock = yesNo(cell('trackStock'), undefined);
  if (typeof trackStock === 'string') {
    errors.push({ row, field: 'trackStock', message: M.csvYesNo('trackStock') });
  } else if (trackStock === undefined) unsaid.push('trackStock');
  else units.trackStock = trackStock;

  const sizes = list(cell('sizes'));
  const stock = readStock(row, cells, stockAt, sizesOf(sizes), errors);
  const parsed = productInputSchema.safeParse({
    name: cell('name'),
    description: cell('description'),
    price: priceOf(cell('price')),
    category: cell('category'),
    subCategory: cell('subCategory'),
    sizes,
    popular: yesNo(cell('popular'), false),
    images: list(cell('images')),
    ...units,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ row, field: String(issue.path[0] ?? '') || null, message: issue.message });
    }
  }
  if (errors.length > before || !parsed.success || typeof archived === 'string') return null;
  return {
    row,
    id: idText ? idText.toLowerCase() : null,
    fields: parsed.data,
    archived,
    unsaid,
    stock,
  };
}

/** The file's product rows, numbered as a spreadsheet shows them (the header is row 1). */
function readFile(body: Buffer) {
  const records = parse(decode(body));
  const first = records.findIndex((cells) => !isBlank(cells));
  if (first < 0) throw new AppError('BAD_REQUEST', M.csvEmpty);
  const errors: ImportRowError[] = [];
  const header = records[first]!;
  const columns = readHeader(header, errors);
  const data = records
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(first + 1)
    .filter((r) => !isBlank(r.cells));
  if (!data.length) throw new AppError('BAD_REQUEST', M.csvNoRows);
  if (data.length > ADMIN_PRODUCT_LIMITS.importRowsMax) {
    throw new AppError('BAD_REQUEST', M.csvTooManyRows(data.length));
  }
  // Without a usable header no cell can be read for what it is.
  if (errors.length) return { rows: [], errors };

  const rows: ValidRow[] = [];
  const seenIds = new Map<string, number>();
  for (const { row, cells } of data) {
    if (cells.length !== header.length) {
      errors.push({ row, field: null, message: M.csvCellCount(cells.length, header.length) });
      continue;
    }
    const valid = readRow(row, cells, columns, errors);
    if (!valid) continue;
    if (valid.id) {
      const earlier = seenIds.get(valid.id);
      if (earlier !== undefined) {
        errors.push({ row, field: 'id', message: M.csvIdTwice(earlier) });
        continue;
      }
      seenIds.set(valid.id, row);
    }
    rows.push(valid);
  }
  return { rows, errors };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The row's fields once what it leaves unsaid is filled in (from the product it changes, else the
 * form's defaults), with the stock of every size: its cell, else what the size holds now.
 */
function resolve(r: ValidRow, before: ProductRow | undefined, current: Record<string, number>) {
  const fields: ProductFields = { ...r.fields };
  if (before) {
    for (const column of r.unsaid) Object.assign(fields, { [column]: before[column] });
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
  return { fields, kept };
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
async function plan(ctx: AdminContext, tx: Tx, rows: ValidRow[], lock: boolean) {
  const errors: ImportRowError[] = [];
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const existing = new Map(
    (await findAnyProducts(tx, ids, { lock })).map((p) => [p.id, p] as const),
  );
  // Every stock row of the products, tracked or not: a product whose tracking is turned on
  // starts from the units it held before it was turned off.
  const stockNow = await stockLevels(tx, [...existing.keys()]);
  const unknown = await unknownImages(
    tx,
    ctx.storage,
    rows.flatMap((r) => r.fields.images),
  );
  const creates: PlannedRow[] = [];
  const updates: { row: PlannedRow; before: ProductRow }[] = [];
  const changes: ImportChange[] = [];
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
      errors.push({ row: r.row, field: STOCK_CSV_PREFIX + given[0], message: M.stockUntracked });
      ok = false;
    }
    if (!ok) continue;
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
      changes.push({ row: r.row, action: 'create', id: null, name: fields.name });
      continue;
    }
    const archiveChanges = r.archived !== undefined && r.archived !== (before.archivedAt !== null);
    const action = archiveChanges || !sameFields(before, fields) ? 'update' : 'unchanged';
    if (action === 'update') updates.push({ row: planned, before });
    changes.push({ row: r.row, action, id: before.id, name: fields.name });
  }
  return { errors, creates, updates, changes };
}

/**
 * The stock of the products just written, reason 'import', each change in the history: a size
 * whose cell is empty keeps what orders left of it (`kept`); sizes a product lost lose their row.
 */
async function writeStock(
  tx: Tx,
  rows: { id: string; row: PlannedRow; before?: ProductRow }[],
  actor: StockActor,
): Promise<SizeKey[]> {
  const cameBack: SizeKey[] = [];
  for (const { id, row, before } of rows) {
    if (row.writeStock) {
      const context = { reason: 'import' as const, actor, expected: row.kept };
      cameBack.push(...(await setStock(tx, id, row.fields.stock, context)));
    } else if (!row.fields.trackStock && before && !sameSizes(before.sizes, row.fields.sizes)) {
      // Untracked: its rows stay as they were (admin-service.ts), but a lost size loses its row.
      await forgetRemovedSizes(tx, id, row.fields.sizes);
    }
  }
  return cameBack;
}

const sameSizes = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

async function write(
  ctx: AdminContext,
  tx: Tx,
  creates: PlannedRow[],
  updates: { row: PlannedRow; before: ProductRow }[],
  changes: ImportChange[],
): Promise<SizeKey[]> {
  // Creation times rise along the file, so the last row is the newest (as the seed does).
  const start = Date.now();
  const values = creates.map((r, i) => {
    const { stock: _stock, ...fields } = r.fields;
    return {
      id: newId(),
      ...fields,
      createdAt: new Date(start + i),
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
  const actor = await staffActor(tx, ctx.actorId);
  const stockRows = [
    ...creates.map((row, i) => ({ id: values[i]!.id, row })),
    ...updates.map(({ row, before }) => ({ id: before.id, row, before })),
  ];
  // A new product has nobody waiting for it: only updated products' sizes can come back.
  const cameBack = await writeStock(tx, stockRows, actor);
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
  await recordAudits(tx, ctx.actorId, audit);
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

/** The SQLSTATE of a database error, wherever the driver or drizzle put it (`cause`). */
function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The database refused the data itself: a data exception (class 22: a value it cannot store) or
 * a constraint (class 23). Anything else (a lost connection...) stays a server error.
 */
const refusedData = (err: unknown) => /^2[23]/.test(sqlStateOf(err) ?? '');

/** Marks a failed real import, so its transaction rolls back and the answer says why. */
class ImportRefused extends Error {
  constructor(readonly answer: ProductImportRefusal) {
    super('import refused');
  }
}

/**
 * A CSV of products: rows with an id update that product, rows without one create a product.
 * Every row goes through the product form's schema and every problem is listed in `rowErrors`
 * with its row and column (a refused real import answers them with the error model's `code`).
 * All or nothing: one transaction, and no write at all if any row is wrong; should the database
 * still refuse a write half-way (a constraint the checks cannot see), the transaction is rolled
 * back whole and the answer is a 422 without a report. A dry run reads and answers what would
 * happen without writing.
 */
export async function importProducts(
  ctx: AdminContext,
  body: Buffer,
  dryRun: boolean,
): Promise<{ status: 200 | 422; body: ProductImportResponse }> {
  const file = readFile(body);
  const run = async (tx: Tx) => {
    const planned = await plan(ctx, tx, file.rows, !dryRun);
    const rowErrors = [...file.errors, ...planned.errors].sort((a, b) => a.row - b.row);
    const counts = {
      created: planned.creates.length,
      updated: planned.updates.length,
      unchanged: planned.changes.filter((c) => c.action === 'unchanged').length,
    };
    const badRows = new Set(rowErrors.map((e) => e.row)).size;
    const answer = { dryRun, ...counts, rowErrors, changes: planned.changes };
    if (dryRun) {
      return {
        success: true,
        message: badRows ? M.dryRunFailed(badRows) : M.dryRunPassed(counts),
        ...answer,
        cameBack: [],
      };
    }
    if (badRows) {
      // Nothing is written, so nothing was created or updated.
      throw new ImportRefused({
        success: false,
        code: 'UNPROCESSABLE',
        message: M.importFailed(badRows),
        dryRun,
        created: 0,
        updated: 0,
        unchanged: 0,
        rowErrors,
        changes: [],
      });
    }
    const cameBack = await write(ctx, tx, planned.creates, planned.updates, planned.changes);
    return { success: true, message: M.imported(counts), ...answer, cameBack };
  };
  try {
    const { cameBack, ...result } = await ctx.db.transaction(run);
    if (!dryRun && (result.created || result.updated)) catalogueChanged(ctx.db);
    await announceBackInStock(ctx, cameBack);
    return { status: 200, body: result };
  } catch (err) {
    if (err instanceof ImportRefused) return { status: 422, body: err.answer };
    // A write refused half-way rolled the whole transaction back: nothing of the file is kept.
    if (refusedData(err)) {
      ctx.log?.warn({ err }, 'product import refused by the database; nothing was written');
      throw new AppError('UNPROCESSABLE', M.importWriteFailed);
    }
    throw err;
  }
}
