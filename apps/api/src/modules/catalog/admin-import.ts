import { sql } from 'drizzle-orm';
import {
  ADMIN_PRODUCT_LIMITS,
  ADMIN_PRODUCT_MESSAGES as M,
  isId,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_LIST_SEPARATOR,
  PRODUCT_CSV_OPTIONAL_COLUMNS,
  productInputSchema,
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
import { AppError } from '../../plugins/errors.ts';
import { recordAudits, type AuditRecord } from '../audit/service.ts';
import { sameFields, snapshotOf } from './admin-product-mapper.ts';
import { findAnyProducts } from './admin-queries.ts';
import { catalogueChanged, type AdminContext } from './admin-service.ts';
import { CsvSyntaxError, parseCsv, unguardFormula } from '../../lib/csv.ts';
import { unknownImages } from './product-images.ts';
import type { ProductRow } from './product-mapper.ts';

/** A product row that passed the form's schema: what it would create or change. */
interface ValidRow {
  row: number;
  id: string | null;
  fields: ProductFields;
  /** Only when the cell says so; an empty cell leaves the archive state as it is. */
  archived: boolean | undefined;
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
  cells.forEach((raw, i) => {
    const name = raw.trim();
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) {
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
  return at;
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

/** One data row through the same schema as the product form. */
function readRow(
  row: number,
  cells: string[],
  at: Map<ProductCsvColumn, number>,
  errors: ImportRowError[],
): ValidRow | null {
  const cell = (column: ProductCsvColumn) => {
    const i = at.get(column);
    return i === undefined ? '' : unguardFormula(cells[i] ?? '');
  };
  const before = errors.length;

  // PostgreSQL stores no NUL in text: the row is refused here, with its cell, not by the write.
  for (const [column, i] of at) {
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
  const parsed = productInputSchema.safeParse({
    name: cell('name'),
    description: cell('description'),
    price: priceOf(cell('price')),
    category: cell('category'),
    subCategory: cell('subCategory'),
    sizes: list(cell('sizes')),
    popular: yesNo(cell('popular'), false),
    images: list(cell('images')),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors.push({ row, field: String(issue.path[0] ?? '') || null, message: issue.message });
    }
  }
  if (errors.length > before || !parsed.success || typeof archived === 'string') return null;
  return { row, id: idText ? idText.toLowerCase() : null, fields: parsed.data, archived };
}

/** The file's product rows, numbered as a spreadsheet shows them (the header is row 1). */
function readFile(body: Buffer) {
  const records = parse(decode(body));
  const first = records.findIndex((cells) => !isBlank(cells));
  if (first < 0) throw new AppError('BAD_REQUEST', M.csvEmpty);
  const errors: ImportRowError[] = [];
  const header = records[first]!;
  const at = readHeader(header, errors);
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
    const valid = readRow(row, cells, at, errors);
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

/** Checks what only the database knows (ids, pictures) and decides each row's change. */
async function plan(ctx: AdminContext, tx: Tx, rows: ValidRow[], lock: boolean) {
  const errors: ImportRowError[] = [];
  const ids = rows.flatMap((r) => (r.id ? [r.id] : []));
  const existing = new Map(
    (await findAnyProducts(tx, ids, { lock })).map((p) => [p.id, p] as const),
  );
  const unknown = await unknownImages(
    tx,
    ctx.uploadsDir,
    rows.flatMap((r) => r.fields.images),
  );
  const creates: ValidRow[] = [];
  const updates: { row: ValidRow; before: ProductRow }[] = [];
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
    if (!ok) continue;
    if (!before) {
      creates.push(r);
      changes.push({ row: r.row, action: 'create', id: null, name: r.fields.name });
      continue;
    }
    const archiveChanges = r.archived !== undefined && r.archived !== (before.archivedAt !== null);
    const action = archiveChanges || !sameFields(before, r.fields) ? 'update' : 'unchanged';
    if (action === 'update') updates.push({ row: r, before });
    changes.push({ row: r.row, action, id: before.id, name: r.fields.name });
  }
  return { errors, creates, updates, changes };
}

async function write(
  ctx: AdminContext,
  tx: Tx,
  creates: ValidRow[],
  updates: { row: ValidRow; before: ProductRow }[],
  changes: ImportChange[],
) {
  // Creation times rise along the file, so the last row is the newest (as the seed does).
  const start = Date.now();
  const values = creates.map((r, i) => ({
    id: newId(),
    ...r.fields,
    createdAt: new Date(start + i),
    archivedAt: r.archived ? new Date(start) : null,
  }));
  const created: ProductRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    created.push(
      ...(await tx
        .insert(products)
        .values(values.slice(i, i + INSERT_BATCH))
        .returning()),
    );
  }
  const idOfRow = new Map(creates.map((r, i) => [r.row, values[i]!.id]));
  for (const change of changes) {
    if (change.action === 'create') change.id = idOfRow.get(change.row)!;
  }
  const audit: AuditRecord[] = created.map((product) => ({
    action: 'product.import.create',
    entity: 'product',
    entityId: product.id,
    after: snapshotOf(product),
  }));
  for (let i = 0; i < updates.length; i += UPDATE_BATCH) {
    await updateMany(tx, updates.slice(i, i + UPDATE_BATCH));
  }
  for (const { row, before } of updates) {
    const archived = row.archived ?? before.archivedAt !== null;
    audit.push({
      action: 'product.import.update',
      entity: 'product',
      entityId: before.id,
      before: snapshotOf(before),
      after: { ...row.fields, archived },
    });
  }
  await recordAudits(tx, ctx.actorId, audit);
}

/**
 * Many products changed in one statement (an import may update thousands: one UPDATE each took
 * seconds). Values travel as text and are cast where they land.
 */
async function updateMany(tx: Tx, updates: { row: ValidRow; before: ProductRow }[]) {
  const values = updates.map(({ row, before }) => {
    const f = row.fields;
    const wasArchived = before.archivedAt !== null;
    const archive =
      row.archived === undefined || row.archived === wasArchived
        ? 'keep'
        : row.archived
          ? 'archive'
          : 'restore';
    return sql`(${before.id}, ${f.name}, ${f.description}, ${String(f.price)}, ${f.category}, ${f.subCategory}, ${JSON.stringify(f.sizes)}, ${String(f.popular)}, ${JSON.stringify(f.images)}, ${archive})`;
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
      updated_at = now()
    FROM (VALUES ${sql.join(values, sql`, `)})
      AS v(id, name, description, price, category, sub_category, sizes, popular, images, archive)
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
    await write(ctx, tx, planned.creates, planned.updates, planned.changes);
    return { success: true, message: M.imported(counts), ...answer };
  };
  try {
    const result = await ctx.db.transaction(run);
    if (!dryRun && (result.created || result.updated)) catalogueChanged(ctx.db);
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
