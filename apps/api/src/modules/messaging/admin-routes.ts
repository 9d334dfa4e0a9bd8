import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessagesMonthResponseSchema,
  adminOptOutListResponseSchema,
  adminTextListResponseSchema,
  adminTextParamsSchema,
  adminTextQuerySchema,
  adminTextRetryResponseSchema,
  errorResponseSchema,
  messagingSettingsResponseSchema,
  messagingSettingsUpdateSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { NO_STORE, staffListRoute, staffRefusals } from '../../plugins/staff-list-route.ts';
import {
  listOptOuts,
  listTexts,
  messagesThisMonth,
  readMessagingSettings,
  retryText,
  updateMessagingSettings,
} from './admin-service.ts';

const tags = ['admin'];

/**
 * The staff's side of SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
 * the messages by channel and state, the numbers that asked for no more, the month's counts, and
 * the caps and shop numbers.
 */
export default async function adminMessagingRoutes(app: FastifyInstance) {
  // The messages and opt-outs are the mail's area; the month's counts the dashboard's; the caps
  // and the shop's numbers cost money, so they are the owner's (docs/decisions/0068).
  adminOnly(app, { area: 'mail' });
  const r = app.withTypeProvider<ZodTypeProvider>();

  staffListRoute(app, {
    url: '/api/admin/texts',
    summary: "SMS and WhatsApp messages newest first, by channel and tab, with the tabs' counts",
    querystring: adminTextQuerySchema,
    response: adminTextListResponseSchema,
    list: listTexts,
  });

  r.get(
    '/api/admin/texts/opt-outs',
    {
      schema: {
        tags,
        summary: 'Numbers that replied STOP or blocked the shop: no message goes to them',
        response: { 200: adminOptOutListResponseSchema, ...staffRefusals },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', NO_STORE).send(await listOptOuts(app.db)),
  );

  r.get(
    '/api/admin/texts/month',
    {
      config: { staffArea: 'dashboard' },
      schema: {
        tags,
        summary: 'Messages sent this month per channel (e-mail, SMS, WhatsApp)',
        response: { 200: adminMessagesMonthResponseSchema, ...staffRefusals },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', NO_STORE).send(await messagesThisMonth(app.db)),
  );

  r.get(
    '/api/admin/texts/settings',
    {
      config: { staffArea: 'settings' },
      schema: {
        tags,
        summary: 'The daily caps of text messages and the shop numbers told of orders',
        response: { 200: messagingSettingsResponseSchema, ...staffRefusals },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', NO_STORE).send(await readMessagingSettings(app.db)),
  );

  r.put(
    '/api/admin/texts/settings',
    {
      config: { changes: [], staffArea: 'settings' },
      schema: {
        tags,
        summary: 'Save the daily caps and the shop numbers (audited)',
        body: messagingSettingsUpdateSchema,
        response: { 200: messagingSettingsResponseSchema, ...staffRefusals },
      },
    },
    async (request) => updateMessagingSettings(app.db, request.user!.id, request.body),
  );

  r.post(
    '/api/admin/texts/:id/retry',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Send a failed SMS or WhatsApp message again (409 for one sent, still waiting, or to a number that opted out; audited)',
        params: adminTextParamsSchema,
        response: {
          200: adminTextRetryResponseSchema,
          ...staffRefusals,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await retryText(app.db, request.user!.id, request.params.id);
      app.texts.wake();
      return reply.header('cache-control', NO_STORE).send(answer);
    },
  );
}
