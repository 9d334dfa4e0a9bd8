import type { FastifyInstance } from 'fastify';
import {
  adminSettingsResponseSchema,
  adminSettingsSavedResponseSchema,
  adminSettingsUpdateSchema,
} from '@shop/contracts';
import { getAdminSettings, updateAdminSettings } from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffReadRoute } from '../../plugins/staff-read-route.ts';

/** Fees and company profile for the staff's settings form. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'settings' });

  staffReadRoute(app, {
    url: '/api/admin/settings',
    summary: 'The settings as the form edits them',
    response: adminSettingsResponseSchema,
    read: getAdminSettings,
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/settings',
    summary: 'Save delivery fee, free-delivery threshold and company profile (all of them)',
    body: adminSettingsUpdateSchema,
    response: adminSettingsSavedResponseSchema,
    changes: ['site'],
    change: ({ actorId, body }) => updateAdminSettings(app.db, actorId, body),
  });
}
