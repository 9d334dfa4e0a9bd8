import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  legalPageParamsSchema,
  legalPageResponseSchema,
  legalPageSavedResponseSchema,
  legalPageUpdateSchema,
} from '@shop/contracts';
import { getLegalPage, saveLegalPage } from './service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

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
        response: { 200: legalPageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send({
        success: true as const,
        page: await getLegalPage(app.db, request.params.slug),
      }),
  );

  r.put(
    '/api/admin/pages/:slug',
    {
      config: { changes: ['site'] },
      schema: {
        tags: ['admin'],
        summary: "Replace a legal page's text (audited)",
        params: legalPageParamsSchema,
        body: legalPageUpdateSchema,
        response: { 200: legalPageSavedResponseSchema, ...errors },
      },
    },
    async (request) =>
      saveLegalPage(app.db, request.user!.id, request.params.slug, request.body.text),
  );
}
