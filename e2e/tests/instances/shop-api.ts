// The shop's API as a client calls it, against any base (an instance or the balancer in front of
// them): JSON in and out, the answering server's name (HAProxy's header), and a client address
// of the test's choosing in X-Forwarded-For (the shops believe it from 127.0.0.1, TRUST_PROXY).
import { expect } from '@playwright/test';
import { ADDRESS } from '../order-helpers';
import { SERVED_BY_HEADER } from './haproxy';

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-42',
};
export const PASSWORD = 'correct-horse-42';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
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

export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  opts: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.token = opts.token;
  if (opts.clientIp) headers['x-forwarded-for'] = opts.clientIp;
  const response = await fetch(`${base}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (an HAProxy error page): kept as text for the test's message
  }
  return {
    status: response.status,
    body: body as T,
    servedBy: response.headers.get(SERVED_BY_HEADER),
  };
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
