import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOrderPaymentsResponseSchema,
  adminPaymentParamsSchema,
  adminRecheckResponseSchema,
  errorResponseSchema,
  orderIdParamsSchema,
  reconciliationResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { listOrderAttempts, reconciliation, recheckAttempt } from './admin-payments.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Staff's side of phone payments (docs/decisions/0050-payments-for-staff.md), behind the admin role. */
export default async function adminPaymentRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'payments' });
  allowEmptyJson(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app.payments;

  r.get(
    '/api/admin/orders/:id/payments',
    {
      schema: {
        tags: ['admin'],
        summary: "An order's requests to the payer's phone, newest first",
        params: orderIdParamsSchema,
        response: { 200: adminOrderPaymentsResponseSchema, ...errors },
      },
    },
    async (request) => listOrderAttempts(app.db, request.params.id),
  );

  r.post(
    '/api/admin/payments/:id/check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask the operator about a payment attempt now',
        params: adminPaymentParamsSchema,
        response: { 200: adminRecheckResponseSchema, ...errors },
      },
      // A late success marks the order paid: the pages that show it are the customer's own.
      config: { changes: [] },
    },
    async (request) => recheckAttempt(deps, request.user!.id, request.params.id),
  );

  r.get(
    '/api/admin/payments/reconciliation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Money collected that its order did not take, and orders paid by hand',
        response: { 200: reconciliationResponseSchema, ...errors },
      },
    },
    async () => reconciliation(app.db),
  );
}
