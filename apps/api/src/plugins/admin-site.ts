import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the admin single-page app under /admin (docs/architecture.md, "One process by default,
 * many when it grows"): hashed assets with an immutable cache, every other /admin path the app's
 * index.html (its router picks the screen). The page itself holds no data: every call it makes goes
 * to /api/admin/*, where the role is checked. Encapsulated so it touches no other route.
 */
export default async function adminSite(app: FastifyInstance, opts: { distDir: string }) {
  const indexHtml = fs.readFileSync(path.join(opts.distDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: path.join(opts.distDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    index: false,
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      // A new release must reach staff at once: the page is small, its assets are cached.
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(indexHtml);
  app.get('/admin', { schema: { hide: true } }, sendIndex);
  app.get('/admin/*', { schema: { hide: true } }, sendIndex);
}
