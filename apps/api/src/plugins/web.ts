import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@shop/contracts';
import { AppError, errorBody } from './errors.ts';

const MAX_FORM_BYTES = 1024 * 1024;
const PUBLIC_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // The company page's map draws OpenStreetMap tiles (docs/decisions/0019-company-site.md).
    "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * `fetch` for the storefront's loaders and actions that reaches this API inside the process
 * (Fastify's inject): no socket, no loopback connection, the same routes, hooks and limits. Only
 * the path and query of the URL count; the origin is the loader's configured API address.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init = {}) => {
    // Loaders and actions send JSON; anything else (a stream, a form) takes the socket.
    if (init.body != null && typeof init.body !== 'string') return fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers)),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(key, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers,
    });
  };
}

/**
 * Serves the storefront: hashed assets with an immutable cache (precompressed at build time),
 * and every other path through React Router's server renderer, streamed back as it renders.
 * Encapsulated so its catch-all and raw-body parser touch no API route.
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
  const handlerModule = pathToFileURL(path.join(opts.buildDir, '..', 'server.mjs')).href;
  const { createWebHandler } = (await import(handlerModule)) as {
    createWebHandler: (
      buildDir: string,
    ) => Promise<(request: Request, context: object) => Promise<Response>>;
  };
  const handle = await createWebHandler(opts.buildDir);
  const apiFetch = inProcessFetch(app);

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
    app.get(`/${entry.name}`, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    );
  }

  // Forms post to the renderer untouched: it reads the body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    // An API path no route knows is the API's 404 (JSON, any method), never a storefront page.
    if (
      request.url === '/api' ||
      request.url.startsWith('/api/') ||
      request.url.startsWith('/api?')
    )
      return reply.code(404).send(errorBody(new AppError('NOT_FOUND', API_MESSAGES.notFound)));
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MAX_FORM_BYTES)
      return reply
        .code(413)
        .send(errorBody(new AppError('PAYLOAD_TOO_LARGE', API_MESSAGES.tooLarge)));
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
      reply.header('content-security-policy', contentSecurityPolicy(nonce));
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
}
