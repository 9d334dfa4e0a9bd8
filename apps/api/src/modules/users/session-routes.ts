import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_API_MESSAGES as M,
  errorResponseSchema,
  logoutAllResponseSchema,
  logoutResponseSchema,
} from '@shop/contracts';

/**
 * Signing out on the server (docs/decisions/0022-sessions-and-secrets.md): the session of this
 * token, or every session of the account. No body: the token names the session.
 */
export default async function sessionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/logout',
    {
      config: { changes: [] },
      schema: {
        tags: ['accounts'],
        summary: "Sign out: ends this token's session (the same token then answers 401)",
        response: { 200: logoutResponseSchema, 401: errorResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await app.auth.endSession(request.user!.sessionId);
      return { success: true as const, message: M.loggedOut };
    },
  );

  r.post(
    '/api/user/logout-all',
    {
      config: { changes: [] },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: ends every session of the account, this one included',
        response: { 200: logoutAllResponseSchema, 401: errorResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await app.auth.endAllSessions(request.user!.id);
      return { success: true as const, message: M.loggedOutEverywhere };
    },
  );
}
