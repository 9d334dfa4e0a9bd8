import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCampaignActionResponseSchema,
  adminCampaignParamsSchema,
  adminCampaignResponseSchema,
  adminCampaignsQuerySchema,
  adminCampaignsResponseSchema,
  campaignInputSchema,
  campaignScheduleRequestSchema,
  campaignTestRequestSchema,
  errorResponseSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
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

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const withConflict = { ...withNotFound, 409: errorResponseSchema };
// Drafts and figures of the shop's own mail: nothing on the way keeps a copy.
const NO_STORE = 'private, no-store';
const tags = ['admin'];
// Campaigns change no page or answer the caches keep.
const config = { changes: [] };

/** Newsletter campaigns for staff (docs/decisions/0058-newsletter-campaigns.md). */
export default async function adminCampaignRoutes(
  app: FastifyInstance,
  opts: { publicUrl: string },
) {
  adminOnly(app, { area: 'campaigns' });
  const r = app.withTypeProvider<ZodTypeProvider>();
  allowEmptyJson(app);

  staffListRoute(app, {
    url: '/api/admin/campaigns',
    summary: 'Newsletter campaigns newest first, with their figures; status filters',
    querystring: adminCampaignsQuerySchema,
    response: adminCampaignsResponseSchema,
    list: listCampaigns,
  });

  r.post(
    '/api/admin/campaigns',
    {
      config,
      schema: {
        tags,
        summary: 'Save a new draft (audited)',
        body: campaignInputSchema,
        response: { 200: adminCampaignActionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await createCampaign(app.db, request.user!.id, request.body)),
  );

  staffRecordRoute(app, {
    url: '/api/admin/campaigns/:id',
    summary: 'One campaign: its text, picked products and figures',
    params: adminCampaignParamsSchema,
    response: adminCampaignResponseSchema,
    read: getCampaign,
  });

  r.put(
    '/api/admin/campaigns/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a draft (409 once scheduled, sent or cancelled; audited)',
        params: adminCampaignParamsSchema,
        body: campaignInputSchema,
        response: { 200: adminCampaignActionResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await updateCampaign(app.db, request.user!.id, request.params.id, request.body)),
  );

  r.post(
    '/api/admin/campaigns/:id/test',
    {
      config,
      schema: {
        tags,
        summary: 'Mail a test copy to the address of a staff account (audited)',
        params: adminCampaignParamsSchema,
        body: campaignTestRequestSchema,
        response: { 200: adminCampaignActionResponseSchema, ...withNotFound },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(
          await sendCampaignTest(
            app.db,
            { publicUrl: opts.publicUrl, mail: app.mail },
            request.user!.id,
            request.params.id,
            request.body.email,
          ),
        ),
  );

  r.post(
    '/api/admin/campaigns/:id/send',
    {
      config,
      schema: {
        tags,
        summary: 'Send a draft or scheduled campaign now to every confirmed subscriber (audited)',
        params: adminCampaignParamsSchema,
        response: { 200: adminCampaignActionResponseSchema, ...withConflict },
      },
    },
    async (request, reply) => {
      const answer = await sendCampaignNow(app.db, request.user!.id, request.params.id);
      app.campaigns.wake();
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );

  r.post(
    '/api/admin/campaigns/:id/schedule',
    {
      config,
      schema: {
        tags,
        summary: 'Send at a time given in Juba time (UTC+2), e.g. 2026-12-24T09:00 (audited)',
        params: adminCampaignParamsSchema,
        body: campaignScheduleRequestSchema,
        response: { 200: adminCampaignActionResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await scheduleCampaign(app.db, request.user!.id, request.params.id, request.body.at)),
  );

  r.post(
    '/api/admin/campaigns/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary:
          'Cancel a scheduled campaign or one being sent; unsent messages are withdrawn (audited)',
        params: adminCampaignParamsSchema,
        response: { 200: adminCampaignActionResponseSchema, ...withConflict },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(
          await cancelCampaign(app.db, { mail: app.mail }, request.user!.id, request.params.id),
        ),
  );
}
