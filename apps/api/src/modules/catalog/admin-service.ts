import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_PRODUCT_MESSAGES as M,
  type AdminProductFilters,
  type AdminProductListResponse,
  type AdminProductResponse,
  type ProductFields,
} from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/service.ts';
import { sameFields, snapshotOf, toAdminProduct } from './admin-product-mapper.ts';
import {
  countAdminProducts,
  findAdminProducts,
  findAnyProduct,
  insertProduct,
  setArchivedAt,
  updateProductRow,
} from './admin-queries.ts';
import { countCacheOf } from './count-cache.ts';
import { unknownImages } from './product-images.ts';

/** Who is changing the catalogue, and where pictures are stored. */
export interface AdminContext {
  db: Db;
  actorId: string;
  uploadsDir: string;
  /** The request's logger, for what the answer does not tell (a database's refusal). */
  log?: FastifyBaseLogger;
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
  const unknown = await unknownImages(tx, ctx.uploadsDir, images);
  if (!unknown.size) return;
  const first = images.findIndex((url) => unknown.has(url));
  throw fieldError('images', M.imageUnknown(first));
}

export async function createProduct(
  ctx: AdminContext,
  fields: ProductFields,
): Promise<AdminProductResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    await checkImages(ctx, tx, fields.images);
    const created = await insertProduct(tx, fields);
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
 * someone else in the meantime is refused rather than silently overwritten. Saving what is
 * already stored writes nothing and logs nothing.
 */
export async function updateProduct(
  ctx: AdminContext,
  id: string,
  input: ProductFields & { updatedAt?: number },
): Promise<AdminProductResponse> {
  const { updatedAt, ...fields } = input;
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findAnyProduct(tx, id, { lock: true });
    if (!before) throw new AppError('NOT_FOUND', M.notFound);
    if (updatedAt !== undefined && before.updatedAt.getTime() !== updatedAt) {
      throw new AppError('CONFLICT', M.changedMeanwhile);
    }
    if (sameFields(before, fields)) return { row: before, changed: false };
    await checkImages(ctx, tx, fields.images);
    const after = await updateProductRow(tx, id, fields);
    await recordAudit(tx, ctx.actorId, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: snapshotOf(before),
      after: snapshotOf(after),
    });
    return { row: after, changed: true };
  });
  if (result.changed) catalogueChanged(ctx.db);
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
