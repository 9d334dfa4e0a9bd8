// The admin guard proven on the whole route table (docs/decisions/0025-admin-guard-and-review-limits.md):
// every route under /api/admin, whatever plugin adds it, refuses a visitor with 401 and a
// customer with 403 before its body, query or path is looked at. And the staff roles
// (docs/decisions/0068-staff-roles.md): every route for every role, against a table written here
// by hand (not read from the code it checks), which a route missing from it fails.
import Fastify, {
  type FastifyInstance,
  type HTTPMethods,
  type LightMyRequestResponse,
  type RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, STAFF_ROLES, type StaffRole } from '@shop/contracts';
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
      'staff',
      'quotations',
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

/**
 * Who besides an owner may call each route. A family holds every route whose url is the prefix
 * or starts with it and a '/'; a route listed alone (method and url) overrides its family.
 */
const FAMILIES: Record<string, readonly StaffRole[]> = {
  '/api/admin/audit': [],
  '/api/admin/settings': [],
  '/api/admin/staff': [],
  '/api/admin/dashboard': ['sales'],
  '/api/admin/orders': ['sales', 'warehouse'],
  '/api/admin/quotations': ['sales'],
  '/api/admin/payments': ['sales'],
  '/api/admin/customers': ['sales'],
  '/api/admin/messages': ['sales'],
  '/api/admin/mail': ['sales'],
  '/api/admin/texts': ['sales'],
  '/api/admin/reports': ['sales'],
  // Creating, editing, archiving, importing and pictures: prices live there.
  '/api/admin/products': [],
  '/api/admin/reviews': ['content'],
  '/api/admin/assistant': ['content'],
  '/api/admin/subscribers': ['content'],
  '/api/admin/campaigns': ['content'],
  '/api/admin/blogs': ['content'],
  '/api/admin/pages': ['content'],
};
const SINGLE_ROUTES: Record<string, readonly StaffRole[]> = {
  'GET /api/admin/products': ['sales', 'warehouse', 'content'],
  'GET /api/admin/products/export.csv': ['sales', 'warehouse', 'content'],
  'GET /api/admin/products/:id': ['sales', 'warehouse', 'content'],
  'POST /api/admin/products/:id/stock-adjustments': ['warehouse'],
  'GET /api/admin/products/:id/stock-history': ['warehouse'],
  'GET /api/admin/reports/stock': ['sales', 'warehouse'],
  'POST /api/admin/orders/:id/confirm-payment': ['sales'],
  'GET /api/admin/orders/:id/payments': ['sales'],
  'GET /api/admin/orders/:id/invoice': ['sales'],
  'POST /api/admin/orders/:id/invoice': ['sales'],
  // Every order's customer, phone and amount at once: a report, not the warehouse's.
  'GET /api/admin/orders/export.csv': ['sales'],
  // Entering and editing orders: prices and discounts, not the warehouse's (decision 0070).
  'POST /api/admin/orders': ['sales'],
  'PUT /api/admin/orders/:id/lines': ['sales'],
  'POST /api/admin/customers/:id/role': [],
  'GET /api/admin/texts/month': ['sales'],
  // The daily caps and the shop's numbers: paid messages.
  'GET /api/admin/texts/settings': [],
  'PUT /api/admin/texts/settings': [],
};

/** The roles the table gives a route (owner always), or undefined when it is not in the table. */
function expectedRoles(route: Route): readonly StaffRole[] | undefined {
  // Fastify answers HEAD with the GET route: the same roles.
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  const single = SINGLE_ROUTES[`${method} ${route.url}`];
  if (single) return ['owner', ...single];
  const family = Object.keys(FAMILIES)
    .filter((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))
    .sort((a, b) => b.length - a.length)[0];
  return family ? ['owner', ...FAMILIES[family]!] : undefined;
}

describe('the staff roles, on every route under /api/admin', () => {
  const staff = {} as Record<StaffRole, Headers>;
  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      staff[role] = (await signUpAdmin(t.app, t.db, `Staff ${role}`, role)).headers;
    }
  });

  it('has every route in the table (a new route is given its roles on purpose)', () => {
    const missing = adminRoutes()
      .filter((route) => !expectedRoles(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    // And the table names nothing that is gone.
    const urls = adminRoutes().map((route) => `${route.method} ${route.url}`);
    for (const key of Object.keys(SINGLE_ROUTES)) expect(urls, key).toContain(key);
  });

  it('lets each role through exactly where the table says, and refuses it with a 403 elsewhere', async () => {
    const wrong: string[] = [];
    let allowed = 0;
    let refused = 0;
    for (const route of adminRoutes()) {
      const roles = expectedRoles(route) ?? [];
      for (const role of STAFF_ROLES) {
        const res = await send(route, BAD_BODIES[0]!, staff[role]);
        const label = `${role} ${route.method} ${route.url}`;
        if (roles.includes(role)) {
          allowed++;
          // Past the guard: whatever the route says of the garbled request, never a refusal
          // of the role, and never a crash.
          if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
            wrong.push(`${label}: ${res.statusCode} ${res.body}`);
        } else {
          refused++;
          const message = expect.stringMatching(
            new RegExp(`^Your role \\(${role}\\) does not include `),
          );
          wrong.push(
            ...mismatch(res, route, 403, { ...forbidden, message }).map((m) => `${role} ${m}`),
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every role is refused somewhere and let through somewhere but the owner, refused nowhere.
    expect(allowed).toBeGreaterThan(adminRoutes().length);
    expect(refused).toBeGreaterThan(adminRoutes().length);
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
