// The shop's API as a client calls it, against any base (an instance, or the balancer in front of
// them over TLS): JSON in and out, the answering server's name (HAProxy's header), and a client
// address of the test's choosing in X-Forwarded-For (the shops believe it from 127.0.0.1,
// TRUST_PROXY).
import http from 'node:http';
import https from 'node:https';
import { expect } from '@playwright/test';
import { ADDRESS } from '../order-helpers';
import { SERVED_BY_HEADER } from './haproxy';
import { testCertificate } from './tls-certificate';

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-42',
};
export const PASSWORD = 'correct-horse-42';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: http.IncomingHttpHeaders;
  /** The HAProxy server that answered (null when the call went to an instance directly). */
  servedBy: string | null;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Sent as X-Forwarded-For: the address the shop counts this client's limits under. */
  clientIp?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

// Every call on a connection of its own, closed after the answer: never one kept from an earlier
// call, which the server may close (its keep-alive timeout ends, the instance dies) just as the
// request goes out on it, failing with `read ECONNRESET` (docs/flakes.md).
const plainAgent = new http.Agent({ keepAlive: false });
let tlsAgent: https.Agent | undefined;
/** Over TLS, the test's own certificate is the one trusted (the balancer serves it). */
const agentFor = (url: URL) =>
  url.protocol === 'https:'
    ? (tlsAgent ??= new https.Agent({ keepAlive: false, ca: testCertificate().cert }))
    : plainAgent;

/** Tries of a call whose connection failed before it was made (nothing was sent: safe to repeat). */
const CONNECT_TRIES = 3;

export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  // When and how each try failed, for the message if the last one fails too (docs/flakes.md).
  const tries: string[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      return await callOnce<T>(base, path, opts);
    } catch (err) {
      // A connection reset during the TLS handshake (HAProxy logged "SSL handshake failure")
      // failed a test's set-up: no byte of the request had left, so it is sent again.
      const at = new Date().toISOString().slice(11, 23);
      if (!(err instanceof NotConnected)) {
        // Not sent again (the request may have reached the shop); said when, for the balancer's
        // log and the socket list a failed test attaches.
        if (err instanceof Error) err.message += ` (${path}, connected, at ${at})`;
        throw err;
      }
      const cause = (err.cause ?? err) as NodeJS.ErrnoException;
      tries.push(`${at} ${cause.code ?? ''} ${cause.message}`);
      if (attempt >= CONNECT_TRIES) {
        const where = `${opts.method ?? 'call'} ${path}, before the connection was up`;
        cause.message = `${cause.message} (${where}, every try: ${tries.join('; ')})`;
        throw cause;
      }
    }
  }
}

class NotConnected extends Error {}

function callOnce<T>(base: string, path: string, opts: CallOptions): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.token = opts.token;
  if (opts.clientIp) headers['x-forwarded-for'] = opts.clientIp;
  const url = new URL(`${base}${path}`);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
        headers,
        agent: agentFor(url),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON (an HAProxy error page): kept as text for the test's message
          }
          const servedBy = response.headers[SERVED_BY_HEADER];
          resolve({
            status: response.statusCode!,
            body: body as T,
            headers: response.headers,
            servedBy: typeof servedBy === 'string' ? servedBy : null,
          });
        });
      },
    );
    let connected = false;
    request.on('socket', (socket) =>
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => {
        connected = true;
      }),
    );
    request.on('error', (err) =>
      reject(connected ? err : new NotConnected(err.message, { cause: err })),
    );
    request.end(opts.body === undefined ? undefined : JSON.stringify(opts.body));
  });
}

/** A client address of this run's own (limits in the shared Redis are counted per address). */
export function randomClientIp(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Letters only, so a name built from it is a valid name and a search finds exactly it. */
export function runTag(): string {
  return Array.from({ length: 10 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

export async function signInAdmin(base: string): Promise<string> {
  const answer = await call<{ token: string }>(base, '/api/user/admin', { body: ADMIN });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}

export interface Customer {
  name: string;
  email: string;
  token: string;
  clientIp: string;
}

export async function registerCustomer(base: string, name: string): Promise<Customer> {
  const email = `lb-${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const clientIp = randomClientIp();
  const answer = await call<{ token: string }>(base, '/api/user/register', {
    body: { name, email, password: PASSWORD },
    clientIp,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { name, email, token: answer.body.token, clientIp };
}

export interface OrderableProduct {
  _id: string;
  price: number;
  size: string;
}

/**
 * A product and size that `units` orders of one unit each can all buy: sold without counting
 * (no stock) or with that many units in stock.
 */
export async function orderableProduct(base: string, units: number): Promise<OrderableProduct> {
  const answer = await call<{
    products: Array<{
      _id: string;
      price: number;
      sizes: string[];
      stock?: Record<string, number>;
    }>;
  }>(base, '/api/product/list?pageSize=50');
  expect(answer.status).toBe(200);
  for (const product of answer.body.products) {
    const size = product.sizes.find((s) => !product.stock || (product.stock[s] ?? 0) >= units);
    if (size) return { _id: product._id, price: product.price, size };
  }
  throw new Error(`no product of the first 50 has a size with ${units} units to sell`);
}

/** The body of a cash-on-delivery order of one unit, with the amount the shop's settings give. */
export async function orderBody(base: string, product: OrderableProduct, lastName: string) {
  const settings = await call<{ deliveryFee: number; freeDeliveryThreshold: number }>(
    base,
    '/api/settings',
  );
  expect(settings.status).toBe(200);
  const { deliveryFee, freeDeliveryThreshold } = settings.body;
  return {
    address: { ...ADDRESS, lastName },
    items: [{ _id: product._id, size: product.size, quantity: 1, price: product.price }],
    amount: product.price + (product.price >= freeDeliveryThreshold ? 0 : deliveryFee),
  };
}
