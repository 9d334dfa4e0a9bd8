import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { NO_STORE, staffRouteOptions, type StaffRoute } from './staff-list-route.ts';

/** A CSV file a staff screen downloads: its name and its text, whole or streamed. */
export interface StaffCsvFile {
  name: string;
  body: string | Readable;
}

/**
 * The GET route of a staff list's CSV download (orders, subscribers, the sales report): its
 * query checked by the list's schema, the file sent as an attachment in UTF-8, `private,
 * no-store` (names, phones and amounts: nothing on the way may keep a copy). Call it inside a
 * plugin that called `adminOnly` (plugins/admin-guard.ts) first.
 */
export function staffCsvRoute<Query extends z.ZodType>(
  app: FastifyInstance,
  route: StaffRoute & {
    querystring: Query;
    file: (db: Db, query: z.infer<Query>) => StaffCsvFile | Promise<StaffCsvFile>;
  },
) {
  app.get(
    route.url,
    staffRouteOptions(route, { querystring: route.querystring, produces: ['text/csv'] }),
    async (request, reply) => {
      const csv = await route.file(app.db, request.query as z.infer<Query>);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.name}"`)
        .header('cache-control', NO_STORE)
        .send(csv.body);
    },
  );
}
