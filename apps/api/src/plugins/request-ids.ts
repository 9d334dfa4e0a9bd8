import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config.ts';

/** The header a request id arrives in (from a trusted proxy) and every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may hand on: 8 to 128 letters, digits and `._:+/=-` (a UUID, nginx's
 * $request_id, a base64 id). Nothing else reaches the logs or a header: no spaces, quotes or
 * line breaks that could forge a log line, and no length that could bloat every line.
 */
const INCOMING_ID = /^[A-Za-z0-9][A-Za-z0-9._:+/=-]{7,127}$/;

/** Random bytes of one generated id: 9 bytes are 12 base64url characters (72 bits). */
const ID_BYTES = 9;
/** Ids drawn from one call to the system's random source. */
const IDS_PER_DRAW = 455;

/**
 * Random ids, 12 characters each. The random bytes of 455 ids are drawn at once, so an id costs
 * a slice of a buffer rather than a call into the system's random source per request.
 */
export function requestIdGenerator(): () => string {
  let pool = randomBytes(ID_BYTES * IDS_PER_DRAW);
  let at = 0;
  return () => {
    if (at === pool.length) {
      pool = randomBytes(ID_BYTES * IDS_PER_DRAW);
      at = 0;
    }
    const id = pool.toString('base64url', at, at + ID_BYTES);
    at += ID_BYTES;
    return id;
  };
}

/** proxy-addr's names for whole ranges (config.ts accepts them in TRUST_PROXY). */
const NAMED_RANGES: Record<string, Array<[string, number]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; the rules name a.b.c.d. */
const plainAddress = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/**
 * Whether a connection comes from a proxy TRUST_PROXY names, whose X-Request-ID is then believed
 * (docs/decisions/0034-operator-signals.md): never with `false` (clients connect directly, and a
 * client's own id could pose as another request's in the logs); always with a number of proxies
 * (TRUST_PROXY then says every connection comes through them); with addresses, when the socket's
 * peer is one of them.
 */
export function proxyTrusted(trust: TrustProxy): (req: IncomingMessage) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const proxies = new BlockList();
  for (const entry of trust) {
    const named = NAMED_RANGES[entry];
    if (named) {
      for (const [net, prefix] of named) proxies.addSubnet(net, prefix, family(net));
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) proxies.addAddress(address, family(address));
    else proxies.addSubnet(address, Number(prefix), family(address));
  }
  return (req) => {
    const peer = req.socket?.remoteAddress;
    if (!peer) return false;
    const address = plainAddress(peer);
    return proxies.check(address, family(address));
  };
}

/**
 * Fastify's `genReqId`: the X-Request-ID of a trusted proxy when it is a safe id, else a new
 * random one. Fastify puts the id in every log line of the request (`reqId`).
 */
export function requestIdOf(trust: TrustProxy): (req: IncomingMessage) => string {
  const next = requestIdGenerator();
  const trusted = proxyTrusted(trust);
  return (req) => {
    // The header first: most requests carry none, and asking whether the peer is a trusted proxy
    // costs an address parse and a range lookup (a few per cent of a cached page's time).
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && INCOMING_ID.test(given) && trusted(req)) return given;
    return next();
  };
}

function sendRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}

/** Every answer, pages and files included, names its request in X-Request-ID. */
export default fp(async function requestIds(app: FastifyInstance) {
  app.addHook('onRequest', sendRequestId);
});
