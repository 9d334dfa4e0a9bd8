import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUnansweredDeleteQuerySchema,
  adminUnansweredQuerySchema,
  adminUnansweredResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
} from '@shop/contracts';
import { clearUnanswered, listUnanswered } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const tags = ['admin'];

/** The staff's 'Unanswered questions': what customers asked for that the shop does not have. */
export default async function adminQuestionRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'questions' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffListRoute(app, {
    url: '/api/admin/assistant/unanswered',
    summary:
      "Questions that found no product (the assistant's and the collection search's), grouped by text, most asked first",
    querystring: adminUnansweredQuerySchema,
    response: adminUnansweredResponseSchema,
    list: listUnanswered,
  });

  r.delete(
    '/api/admin/assistant/unanswered',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Clear one question (every time it was asked, or from one place) once acted on; audited',
        querystring: adminUnansweredDeleteQuerySchema,
        response: { 200: messageResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => clearUnanswered(app.db, request.user!.id, request.query),
  );
}
