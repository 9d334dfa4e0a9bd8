import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where images are written, read and deleted: DATA_DIR/uploads, or the bucket of S3_URL.
     * `app.storage.check()` answers whether it can be written to now (for a readiness check).
     */
    storage: Storage;
  }
}

/** Makes the image storage available to routes; closed with the app when the app made it. */
export default fp(async function storage(
  app: FastifyInstance,
  opts: { storage: Storage; closeWithApp: boolean },
) {
  app.decorate('storage', opts.storage);
  if (opts.closeWithApp) app.addHook('onClose', () => opts.storage.close());
});
