import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase, TEST_JWT_SECRET, TEST_PUBLIC_URL } from '../test/test-app.ts';

// The storefront bridge with a stand-in renderer that answers, as an HTML page, the context it
// was handed: what the real route actions read (apps/web/app/lib/api.ts, forwardedClient()).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
const webBuild = path.join(root, 'web', 'build');
let app: FastifyInstance;
let drop: () => Promise<void>;

beforeAll(async () => {
  fs.mkdirSync(path.join(webBuild, 'client', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'web', 'server.mjs'),
    `export const createWebHandler = async () => async (_request, context) =>
  new Response(JSON.stringify(context), { headers: { 'content-type': 'text/html' } });\n`,
  );
  fs.mkdirSync(path.join(root, 'uploads'));
  const database = await openTestDatabase();
  drop = database.drop;
  app = await buildApp({
    config: {
      uploadsDir: path.join(root, 'uploads'),
      TRUST_PROXY: false,
      WEB_BUILD_DIR: webBuild,
      ADMIN_BUILD_DIR: undefined,
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

describe('the storefront bridge', () => {
  it("hands the renderer the visitor's address and this process's forward key", async () => {
    const res = await app.inject({ url: '/contact', remoteAddress: '10.20.30.40' });
    expect(res.statusCode).toBe(200);
    const context = JSON.parse(res.body);
    expect(context).toEqual({
      nonce: expect.any(String),
      apiUrl: 'http://127.0.0.1:4999',
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
