import { errorResponseSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CacheTag } from './cache-versions/tags.ts';
import {
  sendPrivately,
  staffRefusals,
  staffRouteOptions,
  type StaffRoute,
} from './staff-list-route.ts';

/** What a route's optional schema (`params`, `body`) hands its handler: nothing when it has none. */
type Checked<S> = S extends z.ZodType ? z.infer<S> : undefined;

/** What a staff change is handed: who asks, the checked `:params` and body, and the request. */
export interface StaffChange<Params, Body> {
  actorId: string;
  params: Params;
  body: Body;
  /** For its logger (a failure after the change names the request) and the staff role. */
  request: FastifyRequest;
}

/**
 * A staff route that changes something (`POST`, `PUT`, `PATCH` or `DELETE` under `/api/admin`):
 * its `:params` and body checked by their schemas, its answer documented with the refusals every
 * staff call may meet and the `404` (no such record) and `409` (its state refuses the change) it
 * names, what it changes on pages and cached answers declared (`config.changes`), and answered
 * `private, no-store` as every staff read is: the answer is a record of a staff screen too.
 * Call it inside a plugin that called `adminOnly` (plugins/admin-guard.ts) first.
 */
export function staffChangeRoute<
  Answer extends z.ZodType,
  Params extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  route: StaffRoute & {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    params?: Params;
    body?: Body;
    response: Answer;
    refuses?: readonly (404 | 409)[];
    /** The cache tags the change bumps: `[]` for one no page or cached answer shows. */
    changes: readonly CacheTag[];
    /** 201 for a route that creates a record. */
    status?: 201;
    change: (input: StaffChange<Checked<Params>, Checked<Body>>) => Promise<z.infer<Answer>>;
  },
) {
  const status = route.status ?? 200;
  const refusals = Object.fromEntries((route.refuses ?? []).map((s) => [s, errorResponseSchema]));
  const options = staffRouteOptions(route, {
    ...(route.params ? { params: route.params } : {}),
    ...(route.body ? { body: route.body } : {}),
    response: { [status]: route.response, ...staffRefusals, ...refusals },
  });
  app.route({
    ...options,
    method: route.method,
    url: route.url,
    config: { ...options.config, changes: route.changes },
    // Typed here by the route's own schemas: the app's zod compilers check and serialise them.
    handler: async (request, reply) =>
      sendPrivately(
        reply.code(status),
        route.change({
          actorId: request.user!.id,
          params: request.params as Checked<Params>,
          body: request.body as Checked<Body>,
          request,
        }),
      ),
  });
}
