import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffCsvRoute } from '../../plugins/staff-csv-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

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

/** The staff's side of orders, behind the admin role (docs/architecture.md, "API conventions"). */
export default async function adminOrderRoutes(app: FastifyInstance, opts: OrderRoutesOptions) {
  adminOnly(app, { area: 'orders' });
  allowEmptyJson(app);
  const deps = orderDeps(app, opts.publicUrl);
  // The request's own logger, so a failure after the change (a mail) names the request.
  const logged = (request: FastifyRequest) => ({ ...deps, log: request.log });
  const params = orderIdParamsSchema;

  staffListRoute(app, {
    url: '/api/admin/orders',
    summary: 'Orders, newest first, filtered and paged (default 20 a page)',
    querystring: adminOrdersQuerySchema,
    response: adminOrdersResponseSchema,
    list: listAdminOrders,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders',
    summary:
      'Enter an order for a phone or walk-in customer at catalogue prices, with an optional discount and its reason',
    body: staffOrderRequestSchema,
    response: orderResponseSchema,
    refuses: [404, 409],
    // Units are taken from stock, which product pages and lists show. Sales and owners only:
    // prices and discounts (docs/decisions/0070-staff-orders.md).
    changes: ['catalog'],
    staffArea: 'orderEntry',
    change: ({ actorId, body, request }) => placeStaffOrder(logged(request), actorId, body),
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/orders/:id/lines',
    summary:
      "Change an order's lines and discount before dispatch; stock follows and totals are recomputed",
    params,
    body: editOrderLinesRequestSchema,
    response: adminOrderResponseSchema,
    refuses: [404, 409],
    changes: ['catalog'],
    staffArea: 'orderEntry',
    change: ({ actorId, params, body, request }) =>
      editOrderLines(logged(request), actorId, params.id, body),
  });

  staffCsvRoute(app, {
    url: '/api/admin/orders/export.csv',
    summary:
      "The orders matching the list's filters as CSV, one row per order (times in Juba time, amounts in SSP), UTF-8 with a BOM",
    querystring: adminOrdersExportQuerySchema,
    // Every order's customer, phone and amount at once: a report, not the warehouse's.
    staffArea: 'reports',
    file: (db, query) => ({
      name: datedCsvName('orders'),
      body: exportOrdersCsv(db, { ...query, q: query.q || undefined }),
    }),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders/bulk-status',
    summary:
      'Move several orders to one status; each follows the rules and e-mails of a single change, and the answer says which moved and which were refused',
    body: bulkStatusRequestSchema,
    response: bulkStatusResponseSchema,
    // A cancellation among them gives units back to stock, as a single one does.
    changes: ['catalog'],
    change: ({ actorId, body, request }) => {
      assertMayMoveTo(request.user!, body.status);
      return changeOrdersStatus(logged(request), actorId, body);
    },
  });

  staffRecordRoute(app, {
    url: '/api/admin/orders/:id',
    summary: 'One order with its customer and history',
    params,
    response: adminOrderResponseSchema,
    read: getAdminOrder,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders/:id/status',
    summary: 'Move an order to its next status (the customer is e-mailed)',
    params,
    body: orderStatusRequestSchema,
    response: adminOrderResponseSchema,
    refuses: [404, 409],
    // A cancelled order's units go back to stock, which product pages and lists show.
    changes: ['catalog'],
    change: ({ actorId, params, body, request }) => {
      assertMayMoveTo(request.user!, body.status);
      return changeOrderStatus(logged(request), actorId, params.id, body);
    },
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders/:id/status/undo',
    summary: 'Take back the last status change while its e-mail is unsent (30 seconds)',
    params,
    response: adminOrderResponseSchema,
    refuses: [404, 409],
    // Taking back a move on never touches stock (cancellations are not taken back).
    changes: [],
    change: ({ actorId, params, request }) =>
      undoStatusChange(
        deps,
        actorId,
        params.id,
        undefined,
        request.user!.staffRole === 'warehouse' ? WAREHOUSE_ORDER_STATUSES : undefined,
      ),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/orders/:id/confirm-payment',
    summary: 'Confirm a mobile money payment checked against the provider',
    params,
    body: confirmPaymentRequestSchema,
    response: adminOrderResponseSchema,
    refuses: [404, 409],
    changes: [],
    staffArea: 'payments',
    change: ({ actorId, params, body, request }) =>
      confirmPayment(logged(request), actorId, params.id, body),
  });
}
