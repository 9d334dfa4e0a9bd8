import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  legalPageParamsSchema,
  legalPageResponseSchema,
  legalPageSavedResponseSchema,
  legalPageUpdateSchema,
} from '@shop/contracts';
import { getLegalPage, saveLegalPage } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { NO_STORE, staffRefusals } from '../../plugins/staff-list-route.ts';

/** The legal pages' texts for the staff's settings. */
export default async function adminPageRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'pages' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: "A legal page's text as staff edit it (updatedAt null while the default shows)",
        params: legalPageParamsSchema,
        response: { 200: legalPageResponseSchema, ...staffRefusals },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send({
        success: true as const,
        page: await getLegalPage(app.db, request.params.slug),
      }),
  );

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/pages/:slug',
    summary: "Replace a legal page's text (audited)",
    params: legalPageParamsSchema,
    body: legalPageUpdateSchema,
    response: legalPageSavedResponseSchema,
    changes: ['site'],
    change: ({ actorId, params, body }) => saveLegalPage(app.db, actorId, params.slug, body.text),
  });
}
