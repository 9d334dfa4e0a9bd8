import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fetch API request React Router's handler takes, for a request Fastify received. Its body is
 * the one the form-body parser already read within its limit (web/form-body.ts), never
 * `request.raw`: a route action reading that stream would hold whatever a client sends.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // Buffer.concat's bytes, over a plain ArrayBuffer (the type allows a shared one).
  const body =
    hasBody && Buffer.isBuffer(request.body)
      ? (request.body as Uint8Array<ArrayBuffer>)
      : undefined;
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body,
  });
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

/** What a render read from the API, as `recordingFetch` saw it. */
export interface Reads {
  paths: string[];
  /** A call got no answer or a 5xx. */
  failed: boolean;
}

/** `fetch` that notes every API path it is asked for (what a kept page depends on). */
export function recordingFetch(inner: typeof fetch, reads: Reads): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    reads.paths.push(url.pathname + url.search);
    try {
      const response = await inner(input, init);
      if (response.status >= 500) reads.failed = true;
      return response;
    } catch (error) {
      reads.failed = true;
      throw error;
    }
  };
}
