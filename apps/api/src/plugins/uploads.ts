import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Images under /uploads: generated names, so a long cache is safe. */
export default fp(async function uploads(app: FastifyInstance, opts: { dir: string }) {
  fs.mkdirSync(opts.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.dir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    index: false,
    dotfiles: 'deny',
  });
});
