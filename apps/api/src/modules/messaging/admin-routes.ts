import type { FastifyInstance } from 'fastify';
import {
  adminMessagesMonthResponseSchema,
  adminOptOutListResponseSchema,
  adminTextListResponseSchema,
  adminTextParamsSchema,
  adminTextQuerySchema,
  adminTextRetryResponseSchema,
  messagingSettingsResponseSchema,
  messagingSettingsUpdateSchema,
} from '@shop/contracts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffReadRoute } from '../../plugins/staff-read-route.ts';
import {
  listOptOuts,
  listTexts,
  messagesThisMonth,
  readMessagingSettings,
  retryText,
  updateMessagingSettings,
} from './admin-service.ts';

/**
 * The staff's side of SMS and WhatsApp (docs/decisions/0066-order-updates-by-sms-and-whatsapp.md):
 * the messages by channel and state, the numbers that asked for no more, the month's counts, and
 * the caps and shop numbers.
 */
export default async function adminMessagingRoutes(app: FastifyInstance) {
  // The messages and opt-outs are the mail's area; the month's counts the dashboard's; the caps
  // and the shop's numbers cost money, so they are the owner's (docs/decisions/0068).
  adminOnly(app, { area: 'mail' });

  staffListRoute(app, {
    url: '/api/admin/texts',
    summary: "SMS and WhatsApp messages newest first, by channel and tab, with the tabs' counts",
    querystring: adminTextQuerySchema,
    response: adminTextListResponseSchema,
    list: listTexts,
  });

  staffReadRoute(app, {
    url: '/api/admin/texts/opt-outs',
    summary: 'Numbers that replied STOP or blocked the shop: no message goes to them',
    response: adminOptOutListResponseSchema,
    read: listOptOuts,
  });

  staffReadRoute(app, {
    url: '/api/admin/texts/month',
    summary: 'Messages sent this month per channel (e-mail, SMS, WhatsApp)',
    response: adminMessagesMonthResponseSchema,
    staffArea: 'dashboard',
    read: messagesThisMonth,
  });

  staffReadRoute(app, {
    url: '/api/admin/texts/settings',
    summary: 'The daily caps of text messages and the shop numbers told of orders',
    response: messagingSettingsResponseSchema,
    staffArea: 'settings',
    read: readMessagingSettings,
  });

  staffChangeRoute(app, {
    method: 'PUT',
    url: '/api/admin/texts/settings',
    summary: 'Save the daily caps and the shop numbers (audited)',
    body: messagingSettingsUpdateSchema,
    response: messagingSettingsResponseSchema,
    changes: [],
    staffArea: 'settings',
    change: ({ actorId, body }) => updateMessagingSettings(app.db, actorId, body),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/texts/:id/retry',
    summary:
      'Send a failed SMS or WhatsApp message again (409 for one sent, still waiting, or to a number that opted out; audited)',
    params: adminTextParamsSchema,
    response: adminTextRetryResponseSchema,
    refuses: [404, 409],
    changes: [],
    change: async ({ actorId, params }) => {
      const answer = await retryText(app.db, actorId, params.id);
      app.texts.wake();
      return answer;
    },
  });
}
