import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../test/test-app.ts';
import { expectRefusal } from '../test/refusals.ts';

// The whole server as production runs it: the storefront's and the admin's catch-alls included
// (a stand-in admin page, and a stand-in renderer that answers, as an HTML page, the context it
// was handed: what the real route actions read, apps/web/app/lib/forwarded-client.server.ts).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-docs-'));
const webBuild = path.join(root, 'web', 'build');
const adminDist = path.join(root, 'admin');
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  fs.mkdirSync(path.join(webBuild, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webBuild, 'client', 'favicon.svg'), '<svg/>');
  fs.writeFileSync(
    path.join(root, 'web', 'server.mjs'),
    `export const createWebHandler = async () => async (_request, context) =>
  new Response(JSON.stringify(context), { headers: { 'content-type': 'text/html' } });\n`,
  );
  fs.mkdirSync(path.join(adminDist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><title>Admin</title>');
  fs.mkdirSync(path.join(root, 'uploads'));

  const database = await openTestDatabase();
  drop = database.drop;
  app = await buildApp({
    config: {
      uploadsDir: path.join(root, 'uploads'),
      TRUST_PROXY: false,
      WEB_BUILD_DIR: webBuild,
      ADMIN_BUILD_DIR: adminDist,
      LOG_LEVEL: 'silent',
    },
    db: database.handle,
    internalApiUrl: 'http://127.0.0.1:4999',
    auth: { secret: TEST_JWT_SECRET, expiresIn: '1h' },
    mail: { outboxDir: path.join(root, 'outbox'), from: 'Shop <no-reply@shop.test>' },
    publicUrl: TEST_PUBLIC_URL,
    closeDb: false,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await drop?.();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('OpenAPI document', () => {
  it('is valid OpenAPI, with the storefront and admin pages left out', async () => {
    // The catch-alls are really there: they answer pages, not the API's 404.
    expect((await app.inject('/some/page')).json()).toHaveProperty('nonce');
    expect((await app.inject('/admin/orders')).body).toContain('<title>Admin</title>');

    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    // The parser resolves references in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeTruthy();

    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/product/list']));
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('describes the error model', async () => {
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.info.description).toContain('{ success: false, message, code, errors? }');
    const refusal = doc.paths['/api/cart/add'].post.responses['400'];
    const schema = refusal.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['success', 'message', 'code']));
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['success', 'message', 'code', 'errors']),
    );
  });
});

describe('unknown API paths beside the storefront', () => {
  it('answer the JSON 404 of the error model for any method, never a page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/contact-us'],
      ['DELETE', '/api/product/list/extra'],
      ['GET', '/api'],
    ] as const) {
      const res = await app.inject({ method, url });
      expectRefusal(
        res,
        404,
        { code: 'NOT_FOUND', message: 'The page or resource you asked for does not exist.' },
        `${method} ${url}`,
      );
    }
  });
});

describe('the storefront bridge', () => {
  it("hands the renderer the visitor's address and this process's forward key", async () => {
    const res = await app.inject({ url: '/contact', remoteAddress: '10.20.30.40' });
    expect(res.statusCode).toBe(200);
    const context = JSON.parse(res.body);
    expect(context).toEqual({
      nonce: expect.any(String),
      apiUrl: 'http://127.0.0.1:4999',
      publicOrigin: TEST_PUBLIC_URL,
      clientIp: '10.20.30.40',
      forwardKey: app.forwardKey,
    });
    // With that key the API counts a route action's call under the visitor's address.
    const call = (key: string) =>
      ({
        ip: '127.0.0.1',
        headers: { 'x-shop-client-ip': context.clientIp, 'x-shop-forward-key': key },
      }) as unknown as FastifyRequest;
    expect(app.clientAddress(call(context.forwardKey))).toBe('10.20.30.40');
    expect(app.clientAddress(call('a-guess'))).toBe('127.0.0.1');
  });

  it("hands the renderer PUBLIC_URL's origin for page URLs, whatever Host the request names", async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ]) {
      const context = JSON.parse((await app.inject({ url: '/product/x', headers })).body);
      expect(context.publicOrigin).toBe(new URL(TEST_PUBLIC_URL).origin);
    }
  });

  it("allows OpenStreetMap's tiles in the pages' content security policy, and nothing wider", async () => {
    const res = await app.inject({ url: '/company' });
    const csp = res.headers['content-security-policy'] as string;
    const imgSrc = csp.split('; ').find((d) => d.startsWith('img-src '));
    expect(imgSrc).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org",
    );
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  });
});
