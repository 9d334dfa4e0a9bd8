import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminSettingsResponseSchema,
  adminSettingsSavedResponseSchema,
  adminSettingsUpdateSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { getAdminSettings, updateAdminSettings } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Fees and company profile for the staff's settings form. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'settings' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'The settings as the form edits them',
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await getAdminSettings(app.db)),
  );

  r.put(
    '/api/admin/settings',
    {
      config: { changes: ['site'] },
      schema: {
        tags: ['admin'],
        summary: 'Save delivery fee, free-delivery threshold and company profile (all of them)',
        body: adminSettingsUpdateSchema,
        response: { 200: adminSettingsSavedResponseSchema, ...errors },
      },
    },
    async (request) => updateAdminSettings(app.db, request.user!.id, request.body),
  );
}
