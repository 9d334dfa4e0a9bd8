import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminSite from './admin-site.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
const app = Fastify({ logger: false });

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Admin</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await app.register(adminSite, { distDir: dist });
  app.get('/api/ping', async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('admin site', () => {
  it('answers every screen address with the app page, never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/abc', '/admin/login']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<title>Admin</title>');
    }
  });

  it('serves hashed assets for a year and leaves other routes alone', async () => {
    const asset = await app.inject('/admin/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/admin/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject('/api/ping')).json()).toEqual({ ok: true });
  });
});
