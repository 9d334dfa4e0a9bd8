import type { FastifyInstance } from 'fastify';
import { sitemapResponseSchema } from '@shop/contracts';
import { readSitemap } from './queries.ts';

/** How long one reading of the sitemap serves every caller. */
export const SITEMAP_TTL_MS = 5 * 60_000;

/**
 * One value, read at most once per `ttlMs` (callers arriving while it is read share that
 * reading); a failed reading is not kept, so the next caller tries again.
 */
export function createTimedCache<T>(load: () => Promise<T>, ttlMs: number, now = Date.now) {
  let kept: { value: T; at: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.value);
      pending ??= load()
        .then((value) => {
          kept = { value, at: now() };
          return value;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
  };
}

/**
 * `GET /api/sitemap`: what the storefront's /sitemap.xml lists, from one query kept for five
 * minutes as the JSON text it answers, so asking again costs neither the database nor a
 * serialisation of 100,000 entries (docs/decisions/0024-cheap-requests-and-public-urls.md).
 */
export default async function sitemapRoutes(app: FastifyInstance) {
  const cache = createTimedCache(
    async () => JSON.stringify(await readSitemap(app.db)),
    SITEMAP_TTL_MS,
  );
  // Without the zod type provider: the answer is sent as the JSON text it keeps (the schema still
  // documents it).
  app.get(
    '/api/sitemap',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every product on sale, blog post and rewritten legal page, with its last change',
        description:
          'What /sitemap.xml lists, in one answer: products and blog posts by id, oldest first, ' +
          'and the legal pages (privacy, terms, warranty) staff have rewritten, each with the day ' +
          '(YYYY-MM-DD, UTC) it last changed. Read at most once every five minutes per ' +
          'instance; a change shows within that time.',
        response: { 200: sitemapResponseSchema },
      },
    },
    async (_request, reply) =>
      // Already JSON: a string is sent as it is, without a second serialisation.
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_TTL_MS / 1000}`)
        .send(await cache.get()),
  );
}
