import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EMAIL_CHANGE_MESSAGES as M,
  emailChangeConfirmResponseSchema,
  emailChangeLinkResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailChangeStatusResponseSchema,
  emailChangeTokenRequestSchema,
  errorResponseSchema,
} from '@shop/contracts';
import {
  cancelEmailChange,
  checkEmailChangeLink,
  confirmEmailChange,
  emailChangeStatus,
  requestEmailChange,
} from './email-change.ts';
import { accountReadRoute } from '../../plugins/account-read-route.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/**
 * Changing the account's e-mail address (docs/decisions/0051-email-change-and-saved-addresses.md):
 * asked for on the profile, made by the link mailed to the new address (its page reads the link,
 * then confirms with a button).
 */
export default async function emailChangeRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  accountReadRoute(app, {
    url: '/api/user/email-change',
    tags: ['accounts'],
    summary: 'The change of e-mail address waiting for its link, if any',
    response: emailChangeStatusResponseSchema,
    read: emailChangeStatus,
  });

  r.post(
    '/api/user/email-change',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Ask to change the e-mail address (new address and current password): a link goes to the new address, a notice to the old one',
        body: emailChangeRequestSchema,
        response: { 200: emailChangeResponseSchema, 409: errorResponseSchema, ...errors },
      },
      config: { changes: [], rateLimit: app.limits.perIp('emailChangePerIp', M.tooMany) },
      preHandler: [
        app.requireUser,
        app.limits.perAccount('emailChangePerAccount', M.tooMany),
        app.limits.perEmail('emailChangePerEmail', M.tooMany),
      ],
    },
    async (request) =>
      requestEmailChange(
        app.db,
        { userId: request.user!.id, sessionId: request.user!.sessionId },
        request.body,
        { publicUrl: opts.publicUrl, mail: app.mail },
      ),
  );

  r.delete(
    '/api/user/email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Cancel the change of e-mail address waiting for its link',
        response: {
          200: emailChangeResponseSchema,
          404: errorResponseSchema,
          401: errorResponseSchema,
        },
      },
      config: { changes: [] },
      preHandler: app.requireUser,
    },
    async (request) => cancelEmailChange(app.db, request.user!.id),
  );

  r.post(
    '/api/user/email-change/check',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'What a change link is for (the new address, whether it was used); changes nothing',
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeLinkResponseSchema, 404: errorResponseSchema, ...errors },
      },
      config: { changes: [], rateLimit: app.limits.perIp('forgotPerIp') },
    },
    async (request) => checkEmailChangeLink(app.db, request.body.token),
  );

  r.post(
    '/api/user/email-change/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Make the change with the link's token (single use): the account's other sign-ins end",
        body: emailChangeTokenRequestSchema,
        response: {
          200: emailChangeConfirmResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
      config: { changes: [], rateLimit: app.limits.perIp('forgotPerIp') },
    },
    async (request) => confirmEmailChange(app.db, request.body.token, app.auth.endOtherSessions),
  );
}
