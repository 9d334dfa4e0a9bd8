import type { FastifyServerOptions } from 'fastify';

/**
 * How long the HTTP server waits for a client, so a slow or stalled sender cannot keep a
 * connection (and what it has sent so far) forever. Each expired wait ends the connection: Node
 * answers 408 when a request's headers or body are late, and closes a silent socket without a word.
 */
export interface HttpTimeouts {
  /** From the connection's first byte until the request's headers are complete. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
  /** With no byte going either way while a request is open (an idle keep-alive waits keepAliveMs). */
  idleMs: number;
  /** Between the idle keep-alive connection's requests. */
  keepAliveMs: number;
  /** How often Node looks for connections past headersMs or requestMs. */
  checkEveryMs: number;
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  // Headers are a few KB even with cookies: seconds on a 2G link. Node's own is 60 s.
  headersMs: 30_000,
  // The largest body is a staff member's 8 MB picture (product and blog images); 15 minutes
  // lets it through on a mobile uplink of 75 kbit/s. Node's 5 minutes needs 224 kbit/s.
  requestMs: 15 * 60_000,
  // A sender that stops mid-request; the slowest work behind an answer (a 5,000-row import)
  // takes seconds, and a page render gives up after 15 s (plugins/web.ts).
  idleMs: 60_000,
  // Fastify's default: longer than the 60 s idle timeout of common load balancers in front.
  keepAliveMs: 72_000,
  // Node's default is 30 s, which would let a stalled header wait up to 60 s instead of 30.
  checkEveryMs: 5_000,
};

/** The Fastify (and Node http server) options that put these timeouts in force. */
export function httpTimeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    // Fastify hands these to http.createServer, which checks headersTimeout <= requestTimeout.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
