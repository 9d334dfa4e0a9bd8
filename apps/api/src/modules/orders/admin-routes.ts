import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersExportQuerySchema,
  adminOrdersResponseSchema,
  bulkStatusRequestSchema,
  bulkStatusResponseSchema,
  confirmPaymentRequestSchema,
  editOrderLinesRequestSchema,
  orderResponseSchema,
  staffOrderRequestSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderStatusRequestSchema,
  STAFF_MESSAGES,
  WAREHOUSE_ORDER_STATUSES,
} from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { datedCsvName } from '../../lib/csv.ts';
import { exportOrdersCsv } from './admin-export.ts';
import {
  changeOrdersStatus,
  changeOrderStatus,
  confirmPayment,
  editOrderLines,
  getAdminOrder,
  listAdminOrders,
  undoStatusChange,
} from './admin-service.ts';
import { orderDeps, type OrderRoutesOptions } from './routes.ts';
import { placeStaffOrder } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/**
 * The warehouse moves orders up to Shipped; the rest is for sales and owners. Asked of a single
 * move and of a bulk one alike, so the list's bulk action is no way round it.
 */
function assertMayMoveTo(user: { staffRole?: string | null }, to: string) {
  if (
    user.staffRole === 'warehouse' &&
    !(WAREHOUSE_ORDER_STATUSES as readonly string[]).includes(to)
  )
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.warehouseStatus(to));
}

/** A status change and a payment confirmation answer alike: the order as staff now see it. */
const changeSchema = {
  tags: ['admin'],
  params: orderIdParamsSchema,
  response: {
    200: adminOrderResponseSchema,
    ...errors,
    404: errorResponseSchema,
    409: errorResponseSchema,
  },
};

/** The staff's side of orders, behind the admin role (docs/architecture.md, "API conventions"). */
export default async function adminOrderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  adminOnly(app, { area: 'orders' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);
  const deps = orderDeps(app, opts.publicUrl);

  r.get(
    '/api/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, filtered and paged (default 20 a page)',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema, ...errors },
      },
    },
    async (request) => listAdminOrders(app.db, request.query),
  );

  r.post(
    '/api/admin/orders',
    {
      // Units are taken from stock, which product pages and lists show. Sales and owners only:
      // prices and discounts (docs/decisions/0070-staff-orders.md).
      config: { changes: ['catalog'], staffArea: 'orderEntry' },
      schema: {
        tags: ['admin'],
        summary:
          'Enter an order for a phone or walk-in customer at catalogue prices, with an optional discount and its reason',
        body: staffOrderRequestSchema,
        response: {
          200: orderResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      placeStaffOrder({ ...deps, log: request.log }, request.user!.id, request.body),
  );

  r.put(
    '/api/admin/orders/:id/lines',
    {
      config: { changes: ['catalog'], staffArea: 'orderEntry' },
      schema: {
        ...changeSchema,
        summary:
          "Change an order's lines and discount before dispatch; stock follows and totals are recomputed",
        body: editOrderLinesRequestSchema,
      },
    },
    async (request) =>
      editOrderLines(
        { ...deps, log: request.log },
        request.user!.id,
        request.params.id,
        request.body,
      ),
  );

  r.get(
    '/api/admin/orders/export.csv',
    {
      // Every order's customer, phone and amount at once: a report, not the warehouse's.
      config: { staffArea: 'reports' },
      schema: {
        tags: ['admin'],
        summary:
          "The orders matching the list's filters as CSV, one row per order (times in Juba time, amounts in SSP), UTF-8 with a BOM",
        querystring: adminOrdersExportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${datedCsvName('orders')}"`)
        // Names, phones and addresses of people: nothing on the way may keep a copy.
        .header('cache-control', 'private, no-store')
        .send(exportOrdersCsv(app.db, { ...request.query, q: request.query.q || undefined })),
  );

  r.post(
    '/api/admin/orders/bulk-status',
    {
      // A cancellation among them gives units back to stock, as a single one does.
      config: { changes: ['catalog'] },
      schema: {
        tags: ['admin'],
        summary:
          'Move several orders to one status; each follows the rules and e-mails of a single change, and the answer says which moved and which were refused',
        body: bulkStatusRequestSchema,
        response: { 200: bulkStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      assertMayMoveTo(request.user!, request.body.status);
      return changeOrdersStatus({ ...deps, log: request.log }, request.user!.id, request.body);
    },
  );

  r.get(
    '/api/admin/orders/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One order with its customer and history',
        params: orderIdParamsSchema,
        response: { 200: adminOrderResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => getAdminOrder(app.db, request.params.id),
  );

  r.post(
    '/api/admin/orders/:id/status',
    {
      // A cancelled order's units go back to stock, which product pages and lists show.
      config: { changes: ['catalog'] },
      schema: {
        ...changeSchema,
        summary: 'Move an order to its next status (the customer is e-mailed)',
        body: orderStatusRequestSchema,
      },
    },
    // The request's own logger, so a failure after the change (a mail) names the request.
    async (request) => {
      assertMayMoveTo(request.user!, request.body.status);
      return changeOrderStatus(
        { ...deps, log: request.log },
        request.user!.id,
        request.params.id,
        request.body,
      );
    },
  );

  r.post(
    '/api/admin/orders/:id/status/undo',
    {
      // Taking back a move on never touches stock (cancellations are not taken back).
      config: { changes: [] },
      schema: {
        ...changeSchema,
        summary: 'Take back the last status change while its e-mail is unsent (30 seconds)',
      },
    },
    async (request) =>
      undoStatusChange(
        deps,
        request.user!.id,
        request.params.id,
        undefined,
        request.user!.staffRole === 'warehouse' ? WAREHOUSE_ORDER_STATUSES : undefined,
      ),
  );

  r.post(
    '/api/admin/orders/:id/confirm-payment',
    {
      config: { changes: [], staffArea: 'payments' },
      schema: {
        ...changeSchema,
        summary: 'Confirm a mobile money payment checked against the provider',
        body: confirmPaymentRequestSchema,
      },
    },
    async (request) =>
      confirmPayment(
        { ...deps, log: request.log },
        request.user!.id,
        request.params.id,
        request.body,
      ),
  );
}
