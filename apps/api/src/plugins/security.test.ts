import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import security, { FILE_HEADERS, SECURITY_HEADERS } from './security.ts';

// The options the shop once gave helmet, kept here so the headers written out in security.ts are
// checked against what helmet makes of them (a helmet upgrade that changes a default shows here).
const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' as const },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

async function headersOf(
  register: (app: ReturnType<typeof Fastify>) => Promise<unknown>,
  url = '/',
) {
  const app = Fastify();
  await register(app);
  app.get('/*', async () => ({ ok: true }));
  const res = await app.inject({ method: 'GET', url });
  await app.close();
  const {
    'content-type': _t,
    'content-length': _l,
    date: _d,
    connection: _c,
    ...rest
  } = res.headers;
  return rest;
}

describe('security headers', () => {
  it('are exactly those helmet sends with the shop’s options', async () => {
    const ours = await headersOf((app) => app.register(security));
    const helmets = await headersOf((app) => app.register(helmet, HELMET_OPTIONS));
    expect(ours).toEqual(helmets);
    expect(ours).toEqual(SECURITY_HEADERS);
  });

  it('are only nosniff and the resource policy on scripts, styles and pictures', async () => {
    for (const url of [
      '/assets/entry.client-Chc7mQ0w.js',
      '/assets/app-E06qNWNa.css',
      '/uploads/products/sofa-800.webp',
      '/icons/icon-192-73cd409c01bdadbf.png',
    ])
      expect(await headersOf((app) => app.register(security), url)).toEqual(FILE_HEADERS);
  });

  it('are all sent with anything a browser could run as a document or a worker', async () => {
    for (const url of ['/product/abc', '/sw.js', '/uploads/x.svg', '/assets/a.js.html', '/api/x'])
      expect(await headersOf((app) => app.register(security), url)).toEqual(SECURITY_HEADERS);
  });
});
