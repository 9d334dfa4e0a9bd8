import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messageResponseSchema,
  SAVED_ADDRESS_MESSAGES as M,
  savedAddressesResponseSchema,
  savedAddressParamsSchema,
  savedAddressRequestSchema,
  savedAddressResponseSchema,
} from '@shop/contracts';
import { addAddress, editAddress, getAddresses, removeAddress } from './service.ts';
import { accountReadRoute } from '../../plugins/account-read-route.ts';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * A signed-in customer's saved delivery addresses
 * (docs/decisions/0051-email-change-and-saved-addresses.md): the profile lists, adds, edits and
 * deletes them; the checkout lists them. Another account's address answers 404, like a missing one.
 */
export default async function addressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const writes = {
    // Nothing cached shows an account's addresses.
    config: { changes: [] },
    preHandler: [app.requireUser, app.limits.perAccount('addressChangePerAccount', M.tooMany)],
  };

  accountReadRoute(app, {
    url: '/api/user/addresses',
    tags: ['accounts'],
    summary: "The account's saved delivery addresses, the last used first",
    response: savedAddressesResponseSchema,
    read: getAddresses,
  });

  r.post(
    '/api/user/addresses',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save a delivery address (at most 10 per account, each once)',
        body: savedAddressRequestSchema,
        response: { 200: savedAddressResponseSchema, ...refusals },
      },
      ...writes,
    },
    async (request) => addAddress(app.db, request.user!.id, request.body),
  );

  r.put(
    '/api/user/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change a saved delivery address',
        params: savedAddressParamsSchema,
        body: savedAddressRequestSchema,
        response: { 200: savedAddressResponseSchema, ...refusals },
      },
      ...writes,
    },
    async (request) => editAddress(app.db, request.user!.id, request.params.id, request.body),
  );

  r.delete(
    '/api/user/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete a saved delivery address',
        params: savedAddressParamsSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
      ...writes,
    },
    async (request) => removeAddress(app.db, request.user!.id, request.params.id),
  );
}
