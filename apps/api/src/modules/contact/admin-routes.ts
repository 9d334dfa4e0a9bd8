import type { FastifyInstance } from 'fastify';
import {
  adminMessageParamsSchema,
  adminMessageReplyResponseSchema,
  adminMessageReplySchema,
  adminMessageResponseSchema,
  adminMessagesQuerySchema,
  adminMessagesResponseSchema,
  adminMessageUpdateSchema,
  messageResponseSchema,
} from '@shop/contracts';
import {
  deleteMessage,
  getMessage,
  listMessages,
  replyToMessage,
  updateMessage,
} from './admin-service.ts';
import { adminOnly } from '../../plugins/admin-guard.ts';
import { staffChangeRoute } from '../../plugins/staff-change-route.ts';
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

// Messages show on no page and in no cached answer.
const changes = [] as const;

/** The staff's inbox of contact messages (docs/decisions/0019-company-site.md). */
export default async function adminMessageRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'messages' });
  const params = adminMessageParamsSchema;

  staffListRoute(app, {
    url: '/api/admin/messages',
    summary:
      'Messages newest first: the inbox (not archived), unread, read or archived; q searches name, e-mail, subject and text; counts per folder',
    querystring: adminMessagesQuerySchema,
    response: adminMessagesResponseSchema,
    list: listMessages,
  });

  staffRecordRoute(app, {
    url: '/api/admin/messages/:id',
    summary: 'One message (opening it does not mark it read)',
    params,
    response: adminMessageResponseSchema,
    read: getMessage,
  });

  staffChangeRoute(app, {
    method: 'PATCH',
    url: '/api/admin/messages/:id',
    summary: 'Mark read or unread, archive or bring back (audited)',
    params,
    body: adminMessageUpdateSchema,
    response: adminMessageResponseSchema,
    refuses: [404],
    changes,
    change: ({ actorId, params, body }) => updateMessage(app.db, actorId, params.id, body),
  });

  staffChangeRoute(app, {
    method: 'POST',
    url: '/api/admin/messages/:id/replies',
    summary:
      'Answer a message: mail a reply to the sender from the shop, or record that it was answered elsewhere (audited)',
    params,
    body: adminMessageReplySchema,
    response: adminMessageReplyResponseSchema,
    refuses: [404],
    changes,
    change: ({ actorId, params, body }) =>
      replyToMessage(app.db, app.mail, actorId, params.id, body),
  });

  staffChangeRoute(app, {
    method: 'DELETE',
    url: '/api/admin/messages/:id',
    summary: 'Delete a message for good (audited, with what it said)',
    params,
    response: messageResponseSchema,
    refuses: [404],
    changes,
    change: ({ actorId, params }) => deleteMessage(app.db, actorId, params.id),
  });
}
