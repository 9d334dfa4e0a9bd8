import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { expectRefusal } from '../../test/refusals.ts';

// A throwaway echo route, so the body limits can be checked before real POST routes exist.
const t = useTestApp({
  extend: (app) =>
    app.post('/api/test/echo', async (request) => ({ success: true, body: request.body })),
});

describe('platform', () => {
  it('answers the health check once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('answers unknown API paths with 404 and the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expectRefusal(res, 404, { code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('sends security headers and a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    // A form posted before the page's JavaScript runs must carry its origin (security.ts).
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses large answers and sends ETags that revalidate', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/product/list',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/list',
        '/api/product/{productId}',
        '/api/blogs',
        '/api/settings',
      ]),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('refuses bodies over the limit with 413 and malformed JSON with 400', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expectRefusal(big, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"x": ',
    });
    expectRefusal(broken, 400, { code: 'BAD_REQUEST', message: expect.any(String) });
    const fine = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { x: 1 } });
    expect(fine.json()).toEqual({ success: true, body: { x: 1 } });
  });
});
