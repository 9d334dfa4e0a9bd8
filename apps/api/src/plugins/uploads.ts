import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { LocalStorage } from '../storage/index.ts';
import { IMMUTABLE_MAX_AGE_SECONDS } from '../storage/keys.ts';
import { streamFromStorage } from './uploads/stream-from-storage.ts';

/**
 * Images under /uploads, from app.storage: generated names that never change content, so a long
 * immutable cache is safe. A folder is served by @fastify/static (sendfile, its own validators);
 * a bucket is streamed through this server with the same headers (uploads/stream-from-storage.ts).
 */
export default fp(async function uploads(app: FastifyInstance) {
  const storage = app.storage;
  if (storage instanceof LocalStorage) {
    await fs.mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: IMMUTABLE_MAX_AGE_SECONDS * 1000,
      immutable: true,
      index: false,
      dotfiles: 'deny',
    });
    return;
  }
  streamFromStorage(app, storage);
});
