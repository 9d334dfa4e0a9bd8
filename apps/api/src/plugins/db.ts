import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available to routes; the handle is closed with the server. */
export default fp(async function database(
  app: FastifyInstance,
  opts: { handle: DbHandle; closeWithApp: boolean },
) {
  app.decorate('db', opts.handle.db);
  if (opts.closeWithApp) app.addHook('onClose', () => opts.handle.close());
});
