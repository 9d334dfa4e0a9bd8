import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ADMIN_PRODUCT_LIMITS as L,
  ADMIN_PRODUCT_MESSAGES as M,
  PRODUCT_IMAGE_FIELD,
  adminProductExportQuerySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductParamsSchema,
  adminProductResponseSchema,
  errorResponseSchema,
  productImageUploadResponseSchema,
  productImportQuerySchema,
  productImportRefusalSchema,
  productImportResponseSchema,
  productInputSchema,
  productUpdateSchema,
  stockAdjustmentResponseSchema,
  stockAdjustmentSchema,
  stockHistoryQuerySchema,
  stockHistoryResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { AppError } from '../../lib/app-error.ts';
import { readUploadedFile } from '../../lib/uploaded-file.ts';
import { datedCsvName } from '../../lib/csv.ts';
import { exportProductsCsv } from './admin-export.ts';
import { importProducts } from './admin-import.ts';
import {
  createProduct,
  getAdminProduct,
  listAdminProducts,
  setArchived,
  updateProduct,
  type AdminContext,
} from './admin-service.ts';
import { storeProductImage } from './product-images.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { stockHistory } from '../stock/index.ts';
import { adjustProductStock } from './admin-stock-adjustment.ts';

export interface AdminProductRoutesOptions {
  /** Base of the product links in back-in-stock e-mails (PUBLIC_URL). */
  publicUrl: string;
}

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};
const tags = ['admin: products'];

/** The admin site's products: list, form, pictures, archive and restore, CSV export and import. */
export default async function adminProductRoutes(
  app: FastifyInstance,
  opts: AdminProductRoutesOptions,
) {
  // Staff only, checked before any body is read: nobody else gets a 2 MB CSV or an 8 MB
  // picture parsed, and a refused caller learns 401/403 rather than what was wrong with the body.
  adminOnly(app, { area: 'productEditing' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  await app.register(multipart, {
    limits: { fileSize: L.imageBytesMax, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: L.importBytesMax },
    (_request, body, done) => done(null, body),
  );

  const ctx = (request: FastifyRequest): AdminContext => ({
    db: app.db,
    actorId: request.user!.id,
    storage: app.storage,
    log: request.log,
    mail: app.mail,
    texts: app.texts,
    publicUrl: opts.publicUrl,
  });

  r.get(
    '/api/admin/products',
    {
      config: { staffArea: 'products' },
      schema: {
        tags,
        summary: 'Products for staff: search, filters, status, order and pages',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...refusals },
      },
    },
    async (request) => listAdminProducts(app.db, request.query),
  );

  r.get(
    '/api/admin/products/export.csv',
    {
      config: { staffArea: 'products' },
      schema: {
        tags,
        summary: 'The products (every one by default) as a CSV file, UTF-8 with a BOM for Excel',
        querystring: adminProductExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedCsvName('products')}"`)
        .header('cache-control', 'no-store')
        .send(exportProductsCsv(app.db, request.query)),
  );

  r.post(
    '/api/admin/products/import',
    {
      schema: {
        tags,
        summary: 'Create and update products from a CSV file (dry run unless dryRun=false)',
        consumes: ['text/csv'],
        querystring: productImportQuerySchema,
        response: {
          200: productImportResponseSchema,
          // The report of a refused file, or only the error when the database refused a write.
          422: z.union([productImportRefusalSchema, errorResponseSchema]),
          413: errorResponseSchema,
          415: errorResponseSchema,
          ...refusals,
        },
      },
      config: { changes: ['catalog'], tooLargeMessage: M.csvTooLarge },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      if (body === undefined || body === null) throw new AppError('BAD_REQUEST', M.csvEmpty);
      if (!Buffer.isBuffer(body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.csvWrongType);
      const { status, body: answer } = await importProducts(
        ctx(request),
        body,
        request.query.dryRun,
      );
      return reply.code(status).send(answer);
    },
  );

  r.post(
    '/api/admin/products/images',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags,
        summary: `Upload a product picture (multipart, file field "${PRODUCT_IMAGE_FIELD}", up to 8 MB)`,
        consumes: ['multipart/form-data'],
        response: { 200: productImageUploadResponseSchema, 413: errorResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, PRODUCT_IMAGE_FIELD, {
        missing: M.imageMissing,
        tooLarge: M.imageTooLarge,
      });
      return storeProductImage(app.storage, data);
    },
  );

  r.get(
    '/api/admin/products/:id',
    {
      config: { staffArea: 'products' },
      schema: {
        tags,
        summary: 'One product, archived or not',
        params: adminProductParamsSchema,
        response: { 200: adminProductResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request) => getAdminProduct(app.db, request.params.id),
  );

  r.post(
    '/api/admin/products/:id/stock-adjustments',
    {
      config: { changes: ['catalog'], staffArea: 'stock' },
      schema: {
        tags,
        summary:
          'Goods received (with supplier and unit cost), units damaged or lost (with a note), or a recount, of one size',
        params: adminProductParamsSchema,
        body: stockAdjustmentSchema,
        response: {
          200: stockAdjustmentResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request) => adjustProductStock(ctx(request), request.params.id, request.body),
  );

  r.get(
    '/api/admin/products/:id/stock-history',
    {
      config: { staffArea: 'stock' },
      schema: {
        tags,
        summary: "A product's stock changes (orders, cancellations, edits, imports), newest first",
        params: adminProductParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: stockHistoryResponseSchema, 404: errorResponseSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await stockHistory(app.db, request.params.id, request.query)),
  );

  r.post(
    '/api/admin/products',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags,
        summary: 'Create a product',
        body: productInputSchema,
        response: { 200: adminProductResponseSchema, ...refusals },
      },
    },
    async (request) => createProduct(ctx(request), request.body),
  );

  r.put(
    '/api/admin/products/:id',
    {
      config: { changes: ['catalog'] },
      schema: {
        tags,
        summary: 'Save a product (every field; send the updatedAt you read to catch others’ saves)',
        params: adminProductParamsSchema,
        body: productUpdateSchema,
        response: {
          200: adminProductResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...refusals,
        },
      },
    },
    async (request) => updateProduct(ctx(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    r.post(
      `/api/admin/products/:id/${action}`,
      {
        schema: {
          tags,
          summary: archived
            ? 'Archive a product: it leaves the shop, past orders keep it'
            : 'Restore an archived product to the shop',
          params: adminProductParamsSchema,
          response: {
            200: adminProductResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...refusals,
          },
        },
        config: { changes: ['catalog'] },
      },
      async (request) => setArchived(ctx(request), request.params.id, archived),
    );
  }
}
