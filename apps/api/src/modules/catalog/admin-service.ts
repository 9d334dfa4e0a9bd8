import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  type AdminProductFilters,
  type AdminProductListResponse,
  type AdminProductResponse,
  type ProductFields,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../messaging/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  keptFields,
  sameProductFields,
  sameStock,
  snapshotOf,
  toAdminProduct,
} from './admin-product-mapper.ts';
import {
  announceBackInStock,
  setStock,
  stockLevels,
  type SizeKey,
  type StockActor,
} from '../stock/index.ts';
import {
  countAdminProducts,
  findAdminProducts,
  findAnyProduct,
  forgetRemovedSizes,
  insertProduct,
  rowFieldsOf,
  saveSizeValues,
  setArchivedAt,
  skuHolders,
  staffActor,
  updateProductRow,
} from './admin-queries.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { countCacheOf } from './count-cache.ts';
import { unknownImages } from './product-images.ts';

/** Who is changing the catalogue, and where pictures are stored. */
export interface AdminContext {
  db: Db;
  actorId: string;
  storage: Storage;
  /** The request's logger, for what the answer does not tell (a database's refusal). */
  log?: FastifyBaseLogger;
  /** How customers waiting for a size that came back are mailed (the outbox, PUBLIC_URL). */
  mail: Pick<MailOutbox, 'enqueue'>;
  /** And by SMS or WhatsApp, for those who chose it (app.texts). */
  texts?: Pick<TextOutbox, 'backInStock'>;
  publicUrl: string;
}

/** The storefront's totals are cached per filter; a change to the catalogue makes them stale. */
export function catalogueChanged(db: Db) {
  countCacheOf(db).clear();
}

export async function listAdminProducts(
  db: Db,
  filters: AdminProductFilters,
): Promise<AdminProductListResponse> {
  const { page, pageSize } = filters;
  const [rows, total] = await Promise.all([
    findAdminProducts(db, filters, { limit: pageSize, offset: (page - 1) * pageSize }),
    countAdminProducts(db, filters),
  ]);
  return { success: true, products: rows.map(toAdminProduct), total, page, pageSize };
}

export async function getAdminProduct(db: Db, id: string): Promise<AdminProductResponse> {
  const row = await findAnyProduct(db, id);
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return { success: true, product: toAdminProduct(row) };
}

/** Every picture must be one this shop holds (an upload, or already a product's picture). */
async function checkImages(ctx: AdminContext, tx: Db, images: string[]) {
  const unknown = await unknownImages(tx, ctx.storage, images);
  if (!unknown.size) return;
  const first = images.findIndex((url) => unknown.has(url));
  throw fieldError('images', M.imageUnknown(first));
}

/** A SKU of `fields` that another product's size holds is refused (409 on `sizeSkus`). */
async function checkSkus(tx: Db, id: string | null, fields: ProductFields) {
  const skus = Object.entries(fields.sizeSkus);
  const [holder] = await skuHolders(
    tx,
    skus.map(([, sku]) => sku),
    id ? [id] : [],
  );
  if (!holder) return;
  const [size, sku] = skus.find(([, sku]) => sku.toLowerCase() === holder.sku!.toLowerCase())!;
  const message = M.skuTaken(sku, size, holder.name, holder.size);
  throw new AppError('CONFLICT', message, { sizeSkus: message });
}

/**
 * The sizes' prices, SKUs and costs, in the transaction that saves the product. Another save
 * that took one of its SKUs since `checkSkus` read them meets the unique index: refused alike.
 */
async function saveSizes(tx: Db, id: string, fields: ProductFields) {
  try {
    await saveSizeValues(tx, [{ id, fields }]);
  } catch (err) {
    if (!isUniqueViolation(err, 'product_sizes_sku_idx')) throw err;
    throw new AppError('CONFLICT', M.skuTakenMeanwhile, { sizeSkus: M.skuTakenMeanwhile });
  }
}

/** The product's stock as the form sent it, in the transaction that saves the product. */
async function saveStock(
  tx: Db,
  id: string,
  fields: ProductFields,
  context: { actor: StockActor; expected?: Record<string, number> },
): Promise<SizeKey[]> {
  if (fields.trackStock) {
    return setStock(tx, id, fields.stock, { reason: 'admin', ...context });
  }
  // Untracked: no stock is written, and the rows a tracked past left stay (orders never read
  // them; turning tracking on again starts from them), except those of sizes the product lost.
  await forgetRemovedSizes(tx, id, fields.sizes);
  return [];
}

export async function createProduct(
  ctx: AdminContext,
  input: ProductFields,
): Promise<AdminProductResponse> {
  const fields = keptFields(input);
  const row = await ctx.db.transaction(async (tx) => {
    await checkImages(ctx, tx, fields.images);
    await checkSkus(tx, null, fields);
    const inserted = await insertProduct(tx, rowFieldsOf(fields));
    await saveSizes(tx, inserted.id, fields);
    // A new product has nobody waiting for it: nothing can come back.
    await saveStock(tx, inserted.id, fields, { actor: await staffActor(tx, ctx.actorId) });
    const created = (await findAnyProduct(tx, inserted.id))!;
    await recordAudit(tx, ctx.actorId, {
      action: 'product.create',
      entity: 'product',
      entityId: created.id,
      after: snapshotOf(created),
    });
    return created;
  });
  catalogueChanged(ctx.db);
  return { success: true, message: M.created, product: toAdminProduct(row) };
}

/**
 * Replaces every editable field. With `updatedAt` (what the form read), a product saved by
 * someone else in the meantime is refused rather than silently overwritten. With `stockRead`
 * (the stock the form showed), a size left as shown keeps what orders left of it, and a changed
 * size whose stock moved meanwhile is refused (stock/service.ts `setStock`). Saving what is
 * already stored writes nothing and logs nothing. Customers waiting for a size that came back
 * are mailed once the save is committed.
 */
export async function updateProduct(
  ctx: AdminContext,
  id: string,
  input: ProductFields & { updatedAt?: number; stockRead?: Record<string, number> },
): Promise<AdminProductResponse> {
  const { updatedAt, stockRead, ...given } = input;
  const fields = keptFields(given);
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findAnyProduct(tx, id, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', M.notFound);
    if (updatedAt !== undefined && before.updatedAt.getTime() !== updatedAt) {
      throw new AppError('CONFLICT', M.changedMeanwhile);
    }
    const productSame = sameProductFields(before, fields);
    if (!productSame) await checkImages(ctx, tx, fields.images);
    const cameBack = await saveStock(tx, id, fields, {
      actor: await staffActor(tx, ctx.actorId),
      expected: stockRead,
    });
    // The stock the save left, beside the stock it found: a product whose fields and stock are
    // as they were is not saved again (the form's "Save" on an unchanged product).
    const stockNow = fields.trackStock ? ((await stockLevels(tx, [id])).get(id) ?? {}) : null;
    const stockBefore = before.trackStock ? before.stock : null;
    if (productSame && sameStock(stockBefore, stockNow)) {
      return { row: before, changed: false, cameBack };
    }
    if (!productSame) {
      await checkSkus(tx, id, fields);
      await saveSizes(tx, id, fields);
    }
    const after = await updateProductRow(tx, id, rowFieldsOf(fields));
    await recordAudit(tx, ctx.actorId, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return { row: after, changed: true, cameBack };
  });
  if (result.changed) catalogueChanged(ctx.db);
  await announceBackInStock(ctx, result.cameBack);
  return { success: true, message: M.updated, product: toAdminProduct(result.row) };
}

/**
 * Archived products leave the shop (lists, search, product page, favourites, new orders) but stay
 * in the database, so past orders keep their items and a restore brings everything back.
 */
export async function setArchived(
  ctx: AdminContext,
  id: string,
  archived: boolean,
): Promise<AdminProductResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findAnyProduct(tx, id, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', M.notFound);
    if ((before.archivedAt !== null) === archived) {
      throw new AppError('CONFLICT', archived ? M.alreadyArchived : M.notArchived);
    }
    const after = await setArchivedAt(tx, id, archived);
    await recordAudit(tx, ctx.actorId, {
      action: archived ? 'product.archive' : 'product.restore',
      entity: 'product',
      entityId: id,
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return after;
  });
  catalogueChanged(ctx.db);
  return {
    success: true,
    message: archived ? M.archived : M.restored,
    product: toAdminProduct(row),
  };
}
