import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  confirmPaymentRequestSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  orderStatusRequestSchema,
  STAFF_MESSAGES,
  WAREHOUSE_ORDER_STATUSES,
} from '@shop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import {
  changeOrderStatus,
  confirmPayment,
  getAdminOrder,
  listAdminOrders,
  undoStatusChange,
} from './admin-service.ts';
import { orderDeps, type OrderRoutesOptions } from './routes.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
};

const isWarehouseStatus = (status: string) =>
  (WAREHOUSE_ORDER_STATUSES as readonly string[]).includes(status);

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
      // The warehouse moves orders up to Shipped; the rest is for sales and owners.
      const to = request.body.status;
      if (request.user!.staffRole === 'warehouse' && !isWarehouseStatus(to))
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.warehouseStatus(to));
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
