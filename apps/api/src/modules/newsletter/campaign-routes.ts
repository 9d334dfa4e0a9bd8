import type { FastifyInstance } from 'fastify';
import {
  adminCampaignActionResponseSchema,
  adminCampaignParamsSchema,
  adminCampaignResponseSchema,
  adminCampaignsQuerySchema,
  adminCampaignsResponseSchema,
  campaignInputSchema,
  campaignScheduleRequestSchema,
  campaignTestRequestSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';
import { allowEmptyJson } from '../../plugins/empty-json.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import {
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaigns,
  scheduleCampaign,
  sendCampaignNow,
  sendCampaignTest,
  updateCampaign,
} from './campaign-service.ts';

// Campaigns change no page or answer the caches keep.
const changes = [] as const;

/** Newsletter campaigns for staff (docs/decisions/0058-newsletter-campaigns.md). */
export default async function adminCampaignRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string },
) {
  adminOnly(app, { area: 'campaigns' });
  allowEmptyJson(app);
  const params = adminCampaignParamsSchema;
  const response = adminCampaignActionResponseSchema;

  staffListRoute(app, {
    url: '/api/admin/campaigns',
    summary: 'Newsletter campaigns newest first, with their figures; status filters',
    querystring: adminCampaignsQuerySchema,
    response: adminCampaignsResponseSchema,
    list: listCampaigns,
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/campaigns',
    summary: 'Save a new draft (audited)',
    body: campaignInputSchema,
    response,
    changes,
    change: ({ actorId, body }) => createCampaign(app.db, actorId, body),
  });

  staffRecordRoute(app, {
    url: '/api/admin/campaigns/:id',
    summary: 'One campaign: its text, picked products and figures',
    params,
    response: adminCampaignResponseSchema,
    read: getCampaign,
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/campaigns/:id',
    summary: 'Change a draft (409 once scheduled, sent or cancelled; audited)',
    params,
    body: campaignInputSchema,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params, body }) => updateCampaign(app.db, actorId, params.id, body),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/campaigns/:id/test',
    summary: 'Mail a test copy to the address of a staff account (audited)',
    params,
    body: campaignTestRequestSchema,
    response,
    refuses: [404],
    changes,
    change: ({ actorId, params, body }) =>
      sendCampaignTest(
        app.db,
        { publicUrl: opts.publicUrl, mail: app.mail },
        actorId,
        params.id,
        body.email,
      ),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/campaigns/:id/send',
    summary: 'Send a draft or scheduled campaign now to every confirmed subscriber (audited)',
    params,
    response,
    refuses: [404, 409],
    changes,
    change: async ({ actorId, params }) => {
      const answer = await sendCampaignNow(app.db, actorId, params.id);
      app.campaigns.wake();
      return answer;
    },
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/campaigns/:id/schedule',
    summary: 'Send at a time given in Juba time (UTC+2), e.g. 2026-12-24T09:00 (audited)',
    params,
    body: campaignScheduleRequestSchema,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params, body }) => scheduleCampaign(app.db, actorId, params.id, body.at),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/campaigns/:id/cancel',
    summary:
      'Cancel a scheduled campaign or one being sent; unsent messages are withdrawn (audited)',
    params,
    response,
    refuses: [404, 409],
    changes,
    change: ({ actorId, params }) => cancelCampaign(app.db, { mail: app.mail }, actorId, params.id),
  });
}
