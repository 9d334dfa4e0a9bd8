import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AUTO_PAYMENT_PROVIDERS,
  errorResponseSchema,
  paymentSandboxDecideRequestSchema,
  paymentSandboxDecideResponseSchema,
  paymentSandboxListResponseSchema,
  paymentSetupResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../../plugins/admin-guard.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['admin'];

/**
 * What staff learn of the payment operators, and, with PAYMENTS_SANDBOX=1 only, the sandbox's
 * "phone": the requests the fake operators received and the payer's approve or decline
 * (docs/decisions/0048-airtel-money.md). Without the sandbox its two routes do not exist (404).
 */
export default async function paymentSandboxRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'payments' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps, sandbox } = app.payments;

  // The admin asks this at start: its sandbox page is linked only when the sandbox is on.
  r.get(
    '/api/admin/payments/setup',
    {
      schema: {
        tags,
        summary: 'Which operators are asked to collect by themselves, and whether they are fakes',
        response: { 200: paymentSetupResponseSchema, ...errors },
      },
    },
    async () => ({
      success: true as const,
      automaticProviders: AUTO_PAYMENT_PROVIDERS.filter((name) => deps.providers[name]),
      paymentsSandbox: Boolean(sandbox),
    }),
  );

  if (!sandbox) return;

  r.get(
    '/api/admin/payments/sandbox',
    {
      schema: {
        tags,
        summary: "The sandbox's requests to pay, newest first (PAYMENTS_SANDBOX=1 only)",
        response: { 200: paymentSandboxListResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        requests: sandbox.list(),
      }),
  );

  r.post(
    '/api/admin/payments/sandbox/decide',
    {
      // The fake's callback, and the shop's own check, pay the order as a real one would.
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Approve or decline a sandbox request in the payer’s place (404 unknown, 409 decided)',
        body: paymentSandboxDecideRequestSchema,
        response: {
          200: paymentSandboxDecideResponseSchema,
          ...errors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      sandbox.decide(request.body);
      return { success: true as const };
    },
  );
}
