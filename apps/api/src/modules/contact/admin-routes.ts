import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMessageParamsSchema,
  adminMessageReplyResponseSchema,
  adminMessageReplySchema,
  adminMessageResponseSchema,
  adminMessagesQuerySchema,
  adminMessagesResponseSchema,
  adminMessageUpdateSchema,
  errorResponseSchema,
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
import { staffListRoute } from '../../plugins/staff-list-route.ts';
import { staffRecordRoute } from '../../plugins/staff-record-route.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const withNotFound = { ...errors, 404: errorResponseSchema };
const tags = ['admin'];

/** The staff's inbox of contact messages (docs/decisions/0019-company-site.md). */
export default async function adminMessageRoutes(app: FastifyInstance) {
  adminOnly(app, { area: 'messages' });
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    params: adminMessageParamsSchema,
    response: adminMessageResponseSchema,
    read: getMessage,
  });

  r.patch(
    '/api/admin/messages/:id',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Mark read or unread, archive or bring back (audited)',
        params: adminMessageParamsSchema,
        body: adminMessageUpdateSchema,
        response: { 200: adminMessageResponseSchema, ...withNotFound },
      },
    },
    async (request) => updateMessage(app.db, request.user!.id, request.params.id, request.body),
  );

  r.post(
    '/api/admin/messages/:id/replies',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary:
          'Answer a message: mail a reply to the sender from the shop, or record that it was answered elsewhere (audited)',
        params: adminMessageParamsSchema,
        body: adminMessageReplySchema,
        response: { 200: adminMessageReplyResponseSchema, ...withNotFound },
      },
    },
    async (request) =>
      replyToMessage(app.db, app.mail, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/admin/messages/:id',
    {
      config: { changes: [] },
      schema: {
        tags,
        summary: 'Delete a message for good (audited, with what it said)',
        params: adminMessageParamsSchema,
        response: { 200: messageResponseSchema, ...withNotFound },
      },
    },
    async (request) => deleteMessage(app.db, request.user!.id, request.params.id),
  );
}
