import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  stockAlertRequestSchema,
  stockAlertResponseSchema,
  stockAlertsResponseSchema,
} from '@shop/contracts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { askStockAlert, listStockAlerts, withdrawStockAlert } from './alerts.ts';
import { STOCK_ALERT_ERRORS } from './messages.ts';

/** A customer's back-in-stock requests (docs/decisions/0031-units-stock-and-tracking.md). */
export default async function stockAlertRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // DELETE carries a JSON body; an empty one reads as {} and fails with a 400 naming the field.
  allowEmptyJson(app);
  const tags = ['stock alerts'];
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };
  // Asking and withdrawing share one count per account: each writes a row, none mails anyone.
  const changeLimit = app.limits.perAccount(
    'stockAlertPerAccount',
    STOCK_ALERT_ERRORS.tooManyRequests,
  );

  r.get(
    '/api/user/stock-alerts',
    {
      schema: {
        tags,
        summary: 'The sizes the customer waits for, newest first',
        response: { 200: stockAlertsResponseSchema, ...errors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await listStockAlerts(app.db, request.user!.id)),
  );

  r.post(
    '/api/user/stock-alerts',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Be e-mailed once when a size of a product is back in stock',
        body: stockAlertRequestSchema,
        response: {
          200: stockAlertResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
      preHandler: [app.requireUser, changeLimit],
    },
    async (request) => askStockAlert(app.db, request.user!.id, request.body),
  );

  r.delete(
    '/api/user/stock-alerts',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Withdraw a back-in-stock request',
        body: stockAlertRequestSchema,
        response: { 200: stockAlertResponseSchema, 429: errorResponseSchema, ...errors },
      },
      preHandler: [app.requireUser, changeLimit],
    },
    async (request) => withdrawStockAlert(app.db, request.user!.id, request.body),
  );
}
