// /uploads/* read from a bucket and streamed to the visitor.
//
// Streamed, not redirected to the bucket: the image keeps the one URL the database, the pages and
// the page cache already hold, on the shop's own origin (no bucket host in the Content Security
// Policy, no public bucket or CORS to set up), and keeps the one cache policy the shop sets here
// (a presigned redirect expires, so neither it nor what it points to could be cached for a year).
// A redirect would also cost every picture a second round trip, which slow mobile networks feel
// most. A CDN or the load balancer's cache in front of the shop takes the repeated reads.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL, contentTypeOf, isSafeKey } from '../../storage/keys.ts';
import type { Storage, StoredInfo } from '../../storage/types.ts';

/** A single byte range; anything else (several ranges, other units) is answered in full. */
const ONE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

/** Refused as @fastify/static refuses them in a folder: 403 for a dot file or `..`, else 404. */
function refusal(path: string): 403 | 404 | null {
  if (path.split('/').some((segment) => segment.startsWith('.'))) return 403;
  return isSafeKey(path) ? null : 404;
}

function forbidden(): Error {
  return Object.assign(new Error('Forbidden'), { statusCode: 403 });
}

function setHeaders(reply: FastifyReply, key: string, info: StoredInfo) {
  reply.header('accept-ranges', 'bytes');
  reply.header('cache-control', IMMUTABLE_CACHE_CONTROL);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
  if (info.etag) reply.header('etag', info.etag);
  reply.type(contentTypeOf(key));
}

const bare = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110 freshness, as the folder's server (@fastify/send) decides it. */
function isFresh(request: FastifyRequest, info: StoredInfo): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    return !!info.etag && noneMatch.split(',').some((tag) => bare(tag) === bare(info.etag!));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !!info.lastModified && !Number.isNaN(since) && info.lastModified.getTime() <= since;
}

export function streamFromStorage(app: FastifyInstance, storage: Storage) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    schema: { hide: true },
    async handler(request, reply) {
      const key = (request.params as { '*': string })['*'];
      const refused = refusal(key);
      if (refused === 403) throw forbidden();
      if (refused === 404) return reply.callNotFound();

      const conditional = request.headers['if-none-match'] || request.headers['if-modified-since'];
      if (request.method === 'HEAD' || conditional) {
        const info = await storage.head(key);
        if (!info) return reply.callNotFound();
        setHeaders(reply, key, info);
        if (isFresh(request, info)) return reply.code(304).send();
        if (request.method === 'HEAD')
          return reply.header('content-length', String(info.size)).send();
      }

      const range = request.headers.range;
      // An If-Range is not checked: the whole image is always a correct answer to it.
      const wanted =
        range && ONE_RANGE.test(range) && !request.headers['if-range'] ? range : undefined;
      const object = await storage.read(key, wanted);
      if (!object) return reply.callNotFound();
      setHeaders(reply, key, object);
      reply.header('content-length', String(object.length));
      if (object.range) reply.code(206).header('content-range', object.range);
      return reply.send(object.body);
    },
  });
}
