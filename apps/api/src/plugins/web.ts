import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@shop/contracts';
import { AppError, errorBody } from '../lib/app-error.ts';
import { coalesceChunks } from './web/coalesce.ts';
import { contentSecurityPolicy, nonceSource } from './web/csp.ts';
import { readBoundedFormBodies } from './web/form-body.ts';
import { createPageCache, type Rendering } from './web/page-cache.ts';
import { anonymousCookie, renderOfKey, variantKey } from './web/low-data.ts';
import { PRIVATE_CACHE_CONTROL, sendPage } from './web/page-reply.ts';
import { inProcessFetch, recordingFetch, toWebRequest, type Reads } from './web/requests.ts';

export { inProcessFetch } from './web/requests.ts';

const PUBLIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};
// Asked for again at every navigation's update check: a new build's worker is found at once.
const NO_CACHE = new Set(['sw.js']);
// A kept page is dropped when what it shows changes; this bounds the life of one whose change
// was somehow missed (a bump the database lost, a clock-dependent line of text).
const PAGE_TTL_MS = 5 * 60_000;
// Addresses whose page-cache key is remembered (each entry is an address and its key).
const PAGE_KEYS_REMEMBERED = 10_000;
// The renderer gives up on a page after a few seconds itself (apps/web/app/entry.server.tsx).
const RENDER_TIMEOUT_MS = 15_000;

type Handler = (request: Request, context: object) => Promise<Response>;
interface WebServerModule {
  createWebHandler(buildDir: string): Promise<Handler>;
  /** The page cache's key of a URL (apps/web/server.mjs); without it no page is kept. */
  createPageCacheKey?(buildDir: string): Promise<(url: URL) => string | null>;
}

/**
 * Whether a request says who is asking. The storefront's pages are the same for everyone, and
 * kept for visitors who say nothing; a request with credentials is rendered for itself alone,
 * so no answer to one is ever kept or given to anybody else.
 */
function carriesCredentials(request: FastifyRequest): boolean {
  const { cookie, authorization, token } = request.headers;
  return Boolean((cookie && !anonymousCookie(cookie)) || authorization || token);
}

/**
 * Serves the storefront: hashed assets with an immutable cache (precompressed at build time),
 * and every other path through React Router's server renderer. Pages an anonymous visitor asks
 * for are kept rendered and compressed (web/page-cache.ts); the rest are streamed back as they
 * render. Encapsulated so its catch-all and form-body parser touch no API route.
 */
export default async function web(
  app: FastifyInstance,
  opts: { buildDir: string; apiUrl: string; publicUrl: string; pageCacheMb: number },
) {
  // Absolute URLs in pages and in the sitemap and robots.txt start with PUBLIC_URL's origin, never
  // with the request's Host header: those answers are cached publicly, and a forged Host would
  // plant another site's address in them (apps/web/app/lib/page-meta.ts).
  const publicOrigin = new URL(opts.publicUrl).origin;
  const clientDir = path.join(opts.buildDir, 'client');
  const serverModule = pathToFileURL(path.join(opts.buildDir, '..', 'server.mjs')).href;
  const web = (await import(serverModule)) as WebServerModule;
  const handle = await web.createWebHandler(opts.buildDir);
  const apiFetch = inProcessFetch(app);

  const keyOf = opts.pageCacheMb > 0 ? await web.createPageCacheKey?.(opts.buildDir) : undefined;
  const pages = keyOf
    ? createPageCache({
        maxBytes: opts.pageCacheMb * 1024 * 1024,
        ttlMs: PAGE_TTL_MS,
        versions: app.cacheVersions,
        render: renderPage,
      })
    : undefined;

  /**
   * Renders a page to keep from its normalised address alone: no header of the visitor's, no
   * nonce, the whole page at once; the API paths its loaders read are noted.
   */
  async function renderPage(key: string): Promise<Rendering> {
    const reads: Reads = { paths: [], failed: false };
    const { address, headers } = renderOfKey(key);
    const response = await handle(
      new Request(publicOrigin + address, {
        headers,
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      }),
      {
        apiUrl: opts.apiUrl,
        apiFetch: recordingFetch(apiFetch, reads),
        publicOrigin,
        wholePage: true,
      },
    );
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      headers: [...response.headers].filter(
        ([name]) => name !== 'set-cookie' && name !== 'content-length',
      ),
      setsCookie: response.headers.getSetCookie().length > 0,
      body,
      reads: reads.paths,
      readFailed: reads.failed,
    };
  }

  /**
   * Keys of the addresses asked for lately. A key depends on the address alone, and working it
   * out (parsing the URL, matching it against the route tree, which React Router flattens and
   * ranks again on every call) took about a fifth of the time of a page sent from the cache.
   * Emptied when full, so junk addresses cost memory for a moment only.
   */
  const keysOfUrls = new Map<string, string | null>();

  /** The page cache's key for a request, or null when it is rendered for itself alone. */
  function pageKey(request: FastifyRequest): string | null {
    if (!keyOf || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
    if (carriesCredentials(request)) return null;
    const known = keysOfUrls.get(request.url);
    if (known !== undefined) return known;
    let key: string | null;
    try {
      // Joined, not resolved: a path like '//host/x' stays a path.
      key = keyOf(new URL(publicOrigin + request.url));
    } catch {
      key = null;
    }
    if (keysOfUrls.size >= PAGE_KEYS_REMEMBERED) keysOfUrls.clear();
    keysOfUrls.set(request.url, key);
    return key;
  }

  /** Renders for this request alone and streams it back, its scripts under a fresh nonce. */
  async function streamPage(request: FastifyRequest, reply: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    // The visitor's address and this process's key, so route actions that call the API for the
    // visitor (the contact forms) are counted under the visitor's address, not the loopback's.
    const response = await handle(toWebRequest(request, reply), {
      nonce,
      apiUrl: opts.apiUrl,
      apiFetch,
      publicOrigin,
      clientIp: request.ip,
      forwardKey: app.forwardKey,
    });
    reply.code(response.status);
    for (const [key, value] of response.headers) {
      if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
    if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy([nonceSource(nonce)]));
    }
    // A stored copy would replay its nonce, and it may be a visitor's own answer. Resource routes
    // (the sitemap, robots.txt) say themselves how long they may be kept.
    if (!response.headers.has('cache-control'))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    if (!response.body) return reply.send();
    // pipeline, not pipe: a render that fails midway ends the answer instead of leaving it open.
    const body = pipeline(
      Readable.fromWeb(response.body as NodeReadableStream),
      coalesceChunks(),
      (err) => {
        if (err) request.log.warn({ err }, 'streamed page ended early');
      },
    );
    return reply.send(body);
  }

  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    index: false,
  });
  // The few files of public/ (favicon, manifest) sit at the top of the client build; they are
  // small and read once. A second static plugin would also claim the hashed assets below them.
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    const type = PUBLIC_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !type) continue;
    const body = fs.readFileSync(path.join(clientDir, entry.name));
    const cacheControl = NO_CACHE.has(entry.name) ? 'no-cache' : 'public, max-age=3600';
    app.get(`/${entry.name}`, (_request, reply) =>
      reply.type(type).header('cache-control', cacheControl).send(body),
    );
  }

  // Forms reach the renderer read and bounded (web/form-body.ts), never as the raw stream.
  readBoundedFormBodies(app);

  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    // An API path no route knows is the API's 404 (JSON, any method), never a storefront page.
    if (
      request.url === '/api' ||
      request.url.startsWith('/api/') ||
      request.url.startsWith('/api?')
    )
      return reply.code(404).send(errorBody(new AppError('NOT_FOUND', API_MESSAGES.notFound)));
    const key = pages && variantKey(pageKey(request), request.headers);
    if (pages && key) {
      try {
        return sendPage(request, reply, await pages.get(key));
      } catch (err) {
        // The page is still owed: rendered for this request as if it were not kept.
        request.log.error({ err, key }, 'page cache: rendering failed');
      }
    }
    return streamPage(request, reply);
  });
}
