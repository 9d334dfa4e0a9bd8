import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  legalPageParamsSchema,
  legalPageResponseSchema,
} from '@shop/contracts';
import { getLegalPage } from './service.ts';

/** The company site's legal pages, /privacy, /terms and /warranty (docs/decisions/0019-company-site.md). */
export default async function pageRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['pages'],
        summary: "A legal page's text (privacy, terms or warranty): paragraphs, and '## ' headings",
        params: legalPageParamsSchema,
        response: { 200: legalPageResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      page: await getLegalPage(app.db, request.params.slug),
    }),
  );
}
