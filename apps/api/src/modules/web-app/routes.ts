import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@shop/contracts';
import { matchesEtag } from '../../lib/content-coding.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Versions } from '../../plugins/cache-versions.ts';
import { getShopSettings } from '../settings/index.ts';
import { createIconStore, type Icon } from './icons.ts';
import { buildManifest } from './manifest.ts';

/** The manifest is re-read by browsers now and then; a change of name reaches them soon. */
export const MANIFEST_CACHE_CONTROL = 'public, max-age=300';
/** A hashed icon's bytes never change under its address. */
export const ICON_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Addresses without a hash (the one iOS looks for by itself): a day, then the ETag. */
export const FIXED_ICON_CACHE_CONTROL = 'public, max-age=86400';

/** The settings the manifest shows change with the 'site' tag (plugins/cache-versions/tags.ts). */
const SITE = ['site'] as const;
/** A change the versions somehow missed (a row edited by hand) shows after this at most. */
const MANIFEST_TTL_MS = 5 * 60_000;

const ICON_FILE = /^([a-z0-9-]+)-([0-9a-f]{16})\.png$/;

const strongEtag = (bytes: string | Buffer) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;

interface KeptManifest {
  made: Versions;
  at: number;
  body: string;
  etag: string;
}

/**
 * What makes the storefront installable (docs/decisions/0037-web-app-manifest.md): the web app
 * manifest, built from the shop's settings and kept in memory until staff change them, and its
 * icons, rendered once per process from the brand mark.
 */
export default async function webAppRoutes(app: FastifyInstance) {
  const icons = createIconStore();
  let kept: KeptManifest | undefined;

  async function manifest(): Promise<KeptManifest> {
    const now = Date.now();
    if (kept && now - kept.at < MANIFEST_TTL_MS && app.cacheVersions.isCurrent(kept.made, SITE))
      return kept;
    // Taken before the settings are read: a change saved meanwhile makes this copy stale at once.
    const made = app.cacheVersions.snapshot();
    const [settings, rendered] = await Promise.all([getShopSettings(app.db), icons.get()]);
    const body = JSON.stringify(buildManifest(settings.company, rendered));
    const fresh = { made, at: now, body, etag: strongEtag(body) };
    if (app.cacheVersions.isCurrent(made, SITE)) kept = fresh;
    return fresh;
  }

  app.get('/manifest.webmanifest', async (request, reply) => {
    const { body, etag } = await manifest();
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', MANIFEST_CACHE_CONTROL)
      .header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  });

  const sendIcon = (
    request: FastifyRequest,
    reply: FastifyReply,
    icon: Icon,
    cacheControl: string,
  ) => {
    const etag = `"${icon.hash}"`;
    reply.type('image/png').header('cache-control', cacheControl).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(icon.png);
  };

  app.get<{ Params: { file: string } }>('/icons/:file', async (request, reply) => {
    const [, name = '', hash] = ICON_FILE.exec(request.params.file) ?? [];
    const icon = (await icons.get()).get(name);
    if (!icon) throw new AppError('NOT_FOUND', API_MESSAGES.notFound);
    // An address from another build (an instance not yet updated, a manifest kept from before):
    // today's icon, but not kept under that address for a year.
    return sendIcon(request, reply, icon, hash === icon.hash ? ICON_CACHE_CONTROL : 'no-cache');
  });

  // Safari asks for these at the site's root when a page links no apple-touch-icon; answering
  // them here spares a rendered 'page not found' for every such request.
  for (const path of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(path, async (request, reply) => {
      const icon = (await icons.get()).get('apple-touch-icon');
      if (!icon) throw new AppError('NOT_FOUND', API_MESSAGES.notFound);
      return sendIcon(request, reply, icon, FIXED_ICON_CACHE_CONTROL);
    });
  }
}
