import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Only the API is documented: the storefront's and the admin's pages (their catch-alls, the
 * favicon...) are no operations of it, and a catch-all's `/*` is no valid OpenAPI path.
 */
function apiOnly(args: TransformArgs) {
  if (!args.url.startsWith('/api/')) return { schema: { hide: true }, url: args.url };
  return jsonSchemaTransform(args);
}

/** OpenAPI document generated from the routes' zod schemas, browsable at /api/docs. */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop API',
        description:
          'Catalogue, blog, accounts, orders and the staff back office of the shop. Every refusal ' +
          'answers { success: false, message, code, errors? }: `code` is stable (VALIDATION, ' +
          'NOT_FOUND, CONFLICT...), `message` is for people, and `errors` maps each request ' +
          'field at fault (`address.phone`) to its message. Every answer carries an X-Request-ID ' +
          'header, and every refusal the same id as `requestId`: the server logs name it too.',
        version: '1.0.0',
      },
    },
    transform: apiOnly,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
});
