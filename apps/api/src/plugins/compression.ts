import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import etag from '@fastify/etag';

/**
 * Compression and ETags. Registered before any route so every answer gets them. The flush modes
 * let streamed HTML reach a slow phone chunk by chunk instead of all at the end. An answer that
 * already names its Content-Encoding (a kept page, plugins/web/page-reply.ts) is left alone.
 */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        // A 256 KB window instead of brotli's default 4 MB: a page is far smaller, and each
        // streamed answer sets up its own encoder. With the default, brotli cost about half as
        // much again as gzip per page under 20 concurrent requests; with this, about the same,
        // for the same bytes on our pages.
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: { flush: constants.Z_SYNC_FLUSH, level: 6 },
  });
  await app.register(etag, { weak: true });
});
