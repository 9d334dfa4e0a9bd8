import { Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import errors from './errors.ts';
import requestIds, { proxyTrusted, requestIdGenerator, requestIdOf } from './request-ids.ts';

/** A raw request from `remoteAddress` with these headers, as genReqId sees it. */
const raw = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('request ids', () => {
  it('are 12 random base64url characters, none twice across many draws of the pool', () => {
    const next = requestIdGenerator();
    const ids = Array.from({ length: 2000 }, next);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Another generator starts from other random bytes.
    expect(requestIdGenerator()()).not.toBe(ids[0]);
  });

  it('trust a proxy by TRUST_PROXY: never with false, always with a count, by address with a list', () => {
    expect(proxyTrusted(false)(raw('127.0.0.1'))).toBe(false);
    expect(proxyTrusted(1)(raw('203.0.113.9'))).toBe(true);
    const listed = proxyTrusted(['10.0.0.0/8', '192.0.2.7', 'loopback', 'fd00::/8']);
    expect(listed(raw('10.1.2.3'))).toBe(true);
    expect(listed(raw('::ffff:10.1.2.3'))).toBe(true);
    expect(listed(raw('192.0.2.7'))).toBe(true);
    expect(listed(raw('127.0.0.1'))).toBe(true);
    expect(listed(raw('::1'))).toBe(true);
    expect(listed(raw('fd12::1'))).toBe(true);
    expect(listed(raw('192.0.2.8'))).toBe(false);
    expect(listed(raw('203.0.113.9'))).toBe(false);
    expect(listed(raw('fe80::1'))).toBe(false);
  });

  it("keep a trusted proxy's id only when it is a safe one", () => {
    const fromProxy = requestIdOf(['10.0.0.0/8']);
    const id = (header: string, from = '10.0.0.5') =>
      fromProxy(raw(from, { 'x-request-id': header }));
    expect(id('0b9f6a0e-3c1d-4f7e-9a55-2f1c8d7e6b4a')).toBe('0b9f6a0e-3c1d-4f7e-9a55-2f1c8d7e6b4a');
    expect(id('7f3c2a1b9e8d4c6f')).toBe('7f3c2a1b9e8d4c6f');
    for (const unsafe of [
      'short',
      'a'.repeat(129),
      'has spaces in it',
      'line\nbreak-forged',
      '"quoted-id-1234"',
      '-leading-dash-1',
      'id-with-{braces}',
    ]) {
      const given = id(unsafe);
      expect(given, unsafe).not.toBe(unsafe);
      expect(given).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
    // The same header from a peer that is not a listed proxy is a client's: not believed.
    expect(id('7f3c2a1b9e8d4c6f', '203.0.113.9')).not.toBe('7f3c2a1b9e8d4c6f');
  });

  it('put the id in every log line of the request and in the 500 answer', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, genReqId: requestIdOf(false) });
    await app.register(errors);
    await app.register(requestIds);
    app.get('/api/test/fails', async (request) => {
      request.log.info('working on it');
      throw new Error('the disk is on fire');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test/fails' });
    const id = res.headers['x-request-id'];
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: expect.any(String),
      requestId: id,
    });
    const mine = lines.filter(
      (line) => line.msg === 'working on it' || line.msg === 'request failed',
    );
    expect(mine).toHaveLength(2);
    for (const line of mine) expect(line.reqId).toBe(id);
    // The failure is logged with its error, never sent.
    expect(JSON.stringify(res.json())).not.toContain('fire');
    await app.close();
  });
});

describe('request ids in the shop', () => {
  const t = useTestApp();
  const proxied = useTestApp({ trustProxy: 1 });

  it('answer every request with a fresh X-Request-ID, ignoring a client-sent one', async () => {
    const ids = new Set<string>();
    for (const url of ['/api/health', '/api/settings', '/api/nothing-here']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'x-request-id': 'client-chosen-id-123' },
      });
      const id = res.headers['x-request-id'] as string;
      expect(id, url).toMatch(/^[A-Za-z0-9_-]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(3);
  });

  it('name the request in every refusal: 400, 401, 404 and a broken address', async () => {
    const refusals = [
      { method: 'GET' as const, url: '/api/product/list?page=0' },
      { method: 'GET' as const, url: '/api/user/profile' },
      { method: 'GET' as const, url: '/api/product/00000000-0000-4000-8000-000000000000' },
      { method: 'GET' as const, url: '/api/product/%E0%A4%A' },
    ];
    for (const request of refusals) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBeGreaterThanOrEqual(400);
      const id = res.headers['x-request-id'];
      expect(id, request.url).toEqual(expect.any(String));
      expect(res.json(), request.url).toMatchObject({ success: false, requestId: id });
    }
  });

  it("keep a proxy's X-Request-ID when TRUST_PROXY says requests come through proxies", async () => {
    const id = 'b1946ac92492d2347c6235b4d2611184';
    const res = await proxied.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': id },
    });
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toMatchObject({ requestId: id });
    const forged = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'x\r\nforged: line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
