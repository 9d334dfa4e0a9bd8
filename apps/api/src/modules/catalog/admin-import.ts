// Staff's product import: a CSV read by import-file.ts, checked and written by import-rows.ts in
// one transaction, or, for a dry run, only reported; the answer lists every row's problem.
import {
  ADMIN_PRODUCT_MESSAGES as M,
  type ProductImportRefusal,
  type ProductImportResponse,
} from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { announceBackInStock } from '../stock/index.ts';
import { catalogueChanged, type AdminContext } from './admin-service.ts';
import { unknownImages } from './product-images.ts';
import { readFile } from './import-file.ts';
import { plan, write, type ImportWay, type Tx } from './import-rows.ts';

/** A staff member's import: pictures must be stored uploads, and every change is audited. */
const staffWay = (ctx: AdminContext, dryRun: boolean): ImportWay => ({
  unknownImages: (tx, urls) => unknownImages(tx, ctx.storage, urls),
  createdAt: (i, _n, now) => new Date(now + i),
  actorId: ctx.actorId,
  stockReason: 'import',
  lock: !dryRun,
});

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
  const way = staffWay(ctx, dryRun);
  const run = async (tx: Tx) => {
    const planned = await plan(tx, file.rows, way);
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
    const cameBack = await write(tx, planned, way);
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
