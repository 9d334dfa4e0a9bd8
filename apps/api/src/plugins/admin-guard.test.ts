// The admin guard proven on the whole route table (docs/decisions/0025-admin-guard-and-review-limits.md):
// every route under /api/admin, whatever plugin adds it, refuses a visitor with 401 and a
// customer with 403 before its body, query or path is looked at.
import Fastify, {
  type FastifyInstance,
  type HTTPMethods,
  type LightMyRequestResponse,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shop/contracts';
import { signUp, signUpAdmin, type Headers } from '../test/account-fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { adminOnly } from './admin-guard.ts';

interface Route {
  method: HTTPMethods;
  url: string;
}

const routes: Route[] = [];
const t = useTestApp({
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  },
});

const adminRoutes = () => routes.filter((route) => route.url.startsWith('/api/admin'));

/** A path for the route with every parameter filled with something no schema accepts. */
function garbledPath(url: string) {
  const path = url.replace(/:[A-Za-z]+/g, 'not-an-id%20%00').replace(/\*$/, 'x');
  return `${path}?page=-3&limit=abc&status=nonsense&dryRun=perhaps`;
}

/** Bodies that would be refused with a 400 or 415 if the role were checked after them. */
const BAD_BODIES = [
  { label: 'broken JSON', contentType: 'application/json', payload: '{"name": ' },
  { label: 'garbage of an unknown type', contentType: 'application/x-garbage', payload: '\u0000ÿ' },
  { label: 'a multipart body with no boundary', contentType: 'multipart/form-data', payload: '--' },
];

function send(route: Route, body: (typeof BAD_BODIES)[number], headers: Headers = {}) {
  return t.app.inject({
    method: route.method,
    url: garbledPath(route.url),
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** What one route answered, when it is not the refusal expected: empty when it is. */
function mismatch(res: LightMyRequestResponse, route: Route, status: number, expected: object) {
  const label = `${route.method} ${route.url}`;
  if (res.statusCode !== status) return [`${label}: ${res.statusCode} ${res.body}`];
  // A HEAD answer has no body to read: its status is all there is.
  if (route.method === 'HEAD') return [];
  const body: unknown = res.json();
  return expect.objectContaining(expected).asymmetricMatch(body) &&
    Object.keys(body as object).every((key) =>
      ['success', 'code', 'message', 'requestId'].includes(key),
    )
    ? []
    : [`${label}: ${res.body}`];
}

const signInRequired = {
  success: false,
  code: 'UNAUTHENTICATED',
  message: ACCOUNT_MESSAGES.loginRequired,
};
const forbidden = { success: false, code: 'FORBIDDEN', message: expect.stringMatching(/\S/) };

describe('the admin guard, on every route under /api/admin', () => {
  let customer: Headers;
  beforeAll(async () => {
    customer = (await signUp(t.app, 'Achol Customer')).headers;
  });

  it('walks a route table that holds every admin plugin', () => {
    const admin = adminRoutes();
    // Twelve admin plugins with 35-odd routes between them; a walk of a handful proves nothing.
    expect(admin.length).toBeGreaterThanOrEqual(30);
    const families = new Set(admin.map((route) => route.url.split('/')[3]));
    for (const family of [
      'audit',
      'products',
      'blogs',
      'assistant',
      'messages',
      'dashboard',
      'subscribers',
      'pages',
      'orders',
      'reviews',
      'settings',
      'customers',
    ]) {
      expect(families, family).toContain(family);
    }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      expect(admin.map((route) => route.method)).toContain(method);
    }
  });

  it('answers a visitor 401 on every route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      for (const body of BAD_BODIES) {
        wrong.push(...mismatch(await send(route, body), route, 401, signInRequired));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a customer 403 on every route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      for (const body of BAD_BODIES) {
        wrong.push(...mismatch(await send(route, body, customer), route, 403, forbidden));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a forged token 401, not 400', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const res = await send(route, BAD_BODIES[0]!, { token: 'not.a.token' });
      wrong.push(
        ...mismatch(res, route, 401, { ...signInRequired, message: expect.stringMatching(/\S/) }),
      );
    }
    expect(wrong).toEqual([]);
  });
});

describe('what the guard leaves open', () => {
  it('keeps the admin sign-in reachable without a token', async () => {
    expect(routes).toContainEqual({ method: 'POST', url: '/api/user/admin' });
    const staff = await signUpAdmin(t.app, t.db, 'Deng Staff');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/admin',
      payload: { email: staff.email, password: staff.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, token: expect.any(String) });
  });

  it('keeps the public routes of the shop open (the guard does not leak out of its plugins)', async () => {
    for (const url of ['/api/health', '/api/product/list', '/api/settings', '/api/blogs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('adminOnly on a small app of its own', () => {
  async function tinyApp(register: (app: FastifyInstance) => Promise<void>) {
    const app = Fastify({ logger: false });
    app.decorate('requireAdmin', async () => {
      throw new Error('not an admin');
    });
    await register(app);
    return app;
  }

  it('guards the routes of its own plugin and no other', async () => {
    const app = await tinyApp(async (root) => {
      await root.register(async (staff) => {
        adminOnly(staff);
        staff.get('/api/admin/thing', async () => 'staff');
      });
      root.get('/api/thing', async () => 'everyone');
    });
    expect((await app.inject('/api/thing')).statusCode).toBe(200);
    expect((await app.inject('/api/admin/thing')).statusCode).toBe(500);
    await app.close();
  });

  it('fails the build when wrapped in fastify-plugin, where it would guard the whole app', async () => {
    const build = tinyApp(async (root) => {
      await root.register(
        fp(async (staff) => {
          adminOnly(staff);
          staff.get('/api/admin/thing', async () => 'staff');
        }),
      );
      root.get('/api/thing', async () => 'everyone');
    });
    await expect(build).rejects.toThrow('/api/thing is behind the admin guard');
  });

  it('fails the build when a guarded plugin adds a route outside /api/admin/', async () => {
    const build = tinyApp(async (root) => {
      await root.register(async (staff) => {
        adminOnly(staff);
        staff.get('/api/administrators', async () => 'staff');
      });
    });
    await expect(build).rejects.toThrow('/api/administrators is behind the admin guard');
  });
});
