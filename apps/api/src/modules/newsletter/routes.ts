import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  NEWSLETTER_MESSAGES as M,
  newsletterConfirmResponseSchema,
  newsletterLinkResponseSchema,
  newsletterRequestSchema,
  newsletterTokenSchema,
} from '@shop/contracts';
import { checkConfirmLink, confirmSubscription, subscribe, unsubscribe } from './service.ts';

const refusals = { 400: errorResponseSchema, 404: errorResponseSchema };

/** The newsletter's double opt-in (docs/decisions/0019-company-site.md). */
export default async function newsletterRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/newsletter',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Sign an address up: mails a confirmation link (same answer for every address)',
        body: newsletterRequestSchema,
        response: {
          200: messageResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      config: { changes: [], rateLimit: app.limits.perIp('newsletterPerIp', M.tooMany) },
      preHandler: app.limits.perEmail('newsletterPerEmail', M.tooMany),
    },
    async (request) => {
      await subscribe(app.db, request.body.email, {
        publicUrl: opts.publicUrl,
        mail: app.mail,
      });
      return { success: true as const, message: M.checkEmail };
    },
  );

  // No limit per address on the links: the storefront's pages call them from the server,
  // and a token of 256 random bits is not guessed.
  r.post(
    '/api/newsletter/confirm',
    {
      config: { changes: [] },
      schema: {
        tags: ['newsletter'],
        summary: "Confirm a sign-up with the mailed link's token (its page's Confirm button)",
        body: newsletterTokenSchema,
        response: { 200: newsletterConfirmResponseSchema, ...refusals },
      },
    },
    async (request) => confirmSubscription(app.db, request.body.token),
  );

  // A POST like the others, so the token stays out of addresses and their logs; it changes
  // nothing, and the confirmation page reads it when its link is opened.
  r.post(
    '/api/newsletter/confirm/check',
    {
      config: { changes: [] },
      schema: {
        tags: ['newsletter'],
        summary:
          'What a confirmation link is for (its address, and whether it was used), without confirming',
        body: newsletterTokenSchema,
        response: { 200: newsletterLinkResponseSchema, ...refusals },
      },
    },
    async (request) => checkConfirmLink(app.db, request.body.token),
  );

  r.post(
    '/api/newsletter/unsubscribe',
    {
      config: { changes: [] },
      schema: {
        tags: ['newsletter'],
        summary: "Unsubscribe with the mailed link's token",
        body: newsletterTokenSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => unsubscribe(app.db, request.body.token),
  );

  // RFC 8058: a mail client's own Unsubscribe button POSTs `List-Unsubscribe=One-Click` to the
  // address of a campaign message's List-Unsubscribe header, with no session and no page in
  // between. The token is in the address because the header can carry nothing else; the body
  // says nothing more, so it is read but not required. Idempotent, like the page's button.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  r.post(
    '/api/newsletter/one-click/:token',
    {
      config: { changes: [] },
      schema: {
        tags: ['newsletter'],
        summary:
          "One-click unsubscribe (RFC 8058) from a campaign message's List-Unsubscribe header",
        params: newsletterTokenSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => unsubscribe(app.db, request.params.token),
  );
}
