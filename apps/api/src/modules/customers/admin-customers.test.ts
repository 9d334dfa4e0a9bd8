import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CUSTOMER_MESSAGES as M,
  adminCustomerDetailResponseSchema,
  adminCustomersResponseSchema,
  changeRoleResponseSchema,
  type Product,
} from '@shop/contracts';
import { signUp, signUpAdmin, type Headers } from '../../test/account-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeReview } from '../../test/review-fixtures.ts';
import { cheapestProduct, placeOrder, post, setOrderStatus } from '../../test/order-fixtures.ts';
import { changeRole } from './admin-service.ts';
import { expectRefusal } from '../../test/refusals.ts';

const t = useTestApp();
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let adminId: string;
let product: Product;
beforeAll(async () => {
  admin = await signUpAdmin(t.app, t.db);
  adminId = await idOf(admin.headers);
  product = await cheapestProduct(t.app);
});

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const setRole = (id: string, headers: Headers, role: unknown) =>
  post(t.app, `/api/admin/customers/${id}/role`, headers, { role });
async function idOf(headers: Headers): Promise<string> {
  const res = await get('/api/user/profile', headers);
  return res.json<{ user: { _id: string } }>().user._id;
}
const SECRETS = /passwordHash|password_hash|tokenVersion|token_version|argon2|"token"/i;

describe('admin customers: access', () => {
  it('answers 401 without a token and 403 to a customer on every route', async () => {
    const customer = await signUp(t.app, 'Achol Customer');
    const id = await idOf(customer.headers);
    const calls = [
      (h: Headers) => get('/api/admin/customers', h),
      (h: Headers) => get(`/api/admin/customers/${id}`, h),
      (h: Headers) => setRole(id, h, 'admin'),
    ];
    for (const call of calls) {
      const none = await call({});
      expect(none.statusCode).toBe(401);
      expect(none.json().success).toBe(false);
      expect((await call(customer.headers)).statusCode).toBe(403);
    }
    // The refused promotion changed nothing.
    expect((await get('/api/user/profile', customer.headers)).json().user.role).toBe('customer');
  });
});

describe('GET /api/admin/customers', () => {
  it('searches name, e-mail and phone, filters by role, pages and counts orders and spending', async () => {
    const ayen = await signUp(t.app, 'Ayen Marial');
    const phoneOwner = await signUp(t.app, 'Kuol Phone');
    await post(t.app, '/api/user/update-profile', phoneOwner.headers, {
      phone: '+211 977 654 321',
    });
    const kept = await placeOrder(t.app, ayen.headers, { product, quantity: 2 });
    const dropped = await placeOrder(t.app, ayen.headers, { product, quantity: 1 });
    await setOrderStatus(t.app, admin.headers, dropped._id, 'Cancelled');

    const byName = await get('/api/admin/customers?q=ayen%20mar', admin.headers);
    expect(byName.statusCode).toBe(200);
    expect(byName.headers['cache-control']).toBe('private, no-store');
    const list = adminCustomersResponseSchema.parse(byName.json());
    expect(list.total).toBe(1);
    expect(list.customers[0]).toMatchObject({
      name: 'Ayen Marial',
      email: ayen.email,
      role: 'customer',
      orders: 2,
      spent: kept.amount,
    });
    expect(byName.body).not.toMatch(SECRETS);

    const byEmail = (
      await get(`/api/admin/customers?q=${ayen.email.toUpperCase()}`, admin.headers)
    ).json();
    expect(byEmail.customers.map((c: { email: string }) => c.email)).toEqual([ayen.email]);
    for (const q of ['977 654', '0977654321', '%2B211977654321']) {
      const byPhone = (await get(`/api/admin/customers?q=${q}`, admin.headers)).json();
      expect(byPhone.customers.map((c: { email: string }) => c.email)).toEqual([phoneOwner.email]);
    }
    // LIKE wildcards are searched as characters, not as "anything".
    expect((await get('/api/admin/customers?q=%25', admin.headers)).json().total).toBe(0);

    const admins = adminCustomersResponseSchema.parse(
      (await get('/api/admin/customers?role=admin', admin.headers)).json(),
    );
    expect(admins.customers.every((c) => c.role === 'admin')).toBe(true);
    expect(admins.customers.map((c) => c.email)).toContain(admin.email);

    const page1 = adminCustomersResponseSchema.parse(
      (await get('/api/admin/customers?pageSize=2', admin.headers)).json(),
    );
    const page2 = adminCustomersResponseSchema.parse(
      (await get('/api/admin/customers?pageSize=2&page=2', admin.headers)).json(),
    );
    expect(page1.customers).toHaveLength(2);
    expect(page1.total).toBeGreaterThanOrEqual(4);
    // Newest first: the phone owner signed up after Ayen.
    expect(page1.customers[0]!.email).toBe(phoneOwner.email);
    expect(page2.customers[0]!._id).not.toBe(page1.customers[1]!._id);
    expect(page2.page).toBe(2);
  });

  it('refuses bad paging and an unknown role with a 400 and a message', async () => {
    for (const query of ['page=0', 'pageSize=1000', 'role=owner', 'page=abc']) {
      const res = await get(`/api/admin/customers?${query}`, admin.headers);
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: expect.any(String),
        errors: { [query.split('=')[0]!]: expect.any(String) },
      });
    }
  });
});

describe('GET /api/admin/customers/:id', () => {
  it("shows the profile without secrets, with the customer's orders and reviews", async () => {
    const buyer = await signUp(t.app, 'Deng Buyer');
    const id = await idOf(buyer.headers);
    const order = await placeOrder(t.app, buyer.headers, { product, quantity: 1 });
    await writeReview(t.app, buyer.headers, product._id, { title: 'Great value' });

    const res = await get(`/api/admin/customers/${id.toUpperCase()}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const body = adminCustomerDetailResponseSchema.parse(res.json());
    expect(body.customer).toMatchObject({ _id: id, name: 'Deng Buyer', email: buyer.email });
    expect(body.totals).toEqual({ orders: 1, spent: order.amount });
    expect(body.orders.map((o) => o._id)).toEqual([order._id]);
    expect(body.reviews).toHaveLength(1);
    expect(body.reviews[0]).toMatchObject({
      title: 'Great value',
      status: 'pending',
      product: { _id: product._id, name: product.name },
      author: { _id: id, email: buyer.email },
    });
    expect(res.body).not.toMatch(SECRETS);
    expect(Object.keys(res.json().customer)).not.toContain('passwordHash');
  });

  it("gives an account without a phone its latest order's delivery phone, in the list too", async () => {
    const buyer = await signUp(t.app, 'Athiei Nophone');
    const id = await idOf(buyer.headers);
    await placeOrder(t.app, buyer.headers, { product, quantity: 1, phone: '+211 955 000 111' });
    await placeOrder(t.app, buyer.headers, { product, quantity: 1, phone: '+211 955 000 222' });
    const detail = adminCustomerDetailResponseSchema.parse(
      (await get(`/api/admin/customers/${id}`, admin.headers)).json(),
    );
    expect(detail.customer.phone).toBe('');
    expect(detail.orderPhone).toBe('+211 955 000 222');
    const listed = adminCustomersResponseSchema.parse(
      (await get('/api/admin/customers?q=athiei%20nophone', admin.headers)).json(),
    );
    expect(listed.customers[0]).toMatchObject({ phone: '', orderPhone: '+211 955 000 222' });

    // The account's own phone, once given, is the one shown: no order phone beside it.
    await post(t.app, '/api/user/update-profile', buyer.headers, { phone: '+211 977 000 333' });
    const own = adminCustomerDetailResponseSchema.parse(
      (await get(`/api/admin/customers/${id}`, admin.headers)).json(),
    );
    expect(own.customer.phone).not.toBe('');
    expect(own.orderPhone).toBeNull();
    const relisted = adminCustomersResponseSchema.parse(
      (await get('/api/admin/customers?q=athiei%20nophone', admin.headers)).json(),
    );
    expect(relisted.customers[0]!.orderPhone).toBeNull();

    // No orders, no phone: null, never a guess.
    const newcomer = await signUp(t.app, 'Achan Noorders');
    const none = adminCustomerDetailResponseSchema.parse(
      (await get(`/api/admin/customers/${await idOf(newcomer.headers)}`, admin.headers)).json(),
    );
    expect(none.orderPhone).toBeNull();
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const bad = await get('/api/admin/customers/not-an-id', admin.headers);
    expectRefusal(bad, 400, { code: 'BAD_REQUEST', message: M.invalidId });
    const missing = await get(`/api/admin/customers/${'c'.repeat(24)}`, admin.headers);
    expectRefusal(missing, 404, { code: 'NOT_FOUND', message: M.notFound });
  });
});

describe('POST /api/admin/customers/:id/role', () => {
  it('promotes and demotes, ends the old sessions and writes the audit log', async () => {
    const staffToBe = await signUp(t.app, 'Majok Promoted');
    const id = await idOf(staffToBe.headers);
    expect((await get('/api/admin/dashboard', staffToBe.headers)).statusCode).toBe(403);

    const promoted = await setRole(id, admin.headers, 'admin');
    expect(promoted.statusCode).toBe(200);
    const body = changeRoleResponseSchema.parse(promoted.json());
    expect(body.message).toBe(M.roleChanged('Majok Promoted', 'admin'));
    expect(body.customer).toMatchObject({ role: 'admin', staffRole: 'owner' });
    expect(promoted.body).not.toMatch(SECRETS);
    // The token issued before the change is refused; signing in again gives an admin session.
    expect((await get('/api/user/profile', staffToBe.headers)).statusCode).toBe(401);
    const login = await post(
      t.app,
      '/api/user/admin',
      {},
      {
        email: staffToBe.email,
        password: staffToBe.password,
      },
    );
    expect(login.statusCode).toBe(200);
    const newHeaders = { token: login.json().token as string };
    expect((await get('/api/admin/dashboard', newHeaders)).statusCode).toBe(200);

    const demoted = await setRole(id, admin.headers, 'customer');
    expect(demoted.json().message).toBe(M.roleChanged('Majok Promoted', 'customer'));
    expect((await get('/api/admin/dashboard', newHeaders)).statusCode).toBe(401);

    const audit = await get(`/api/admin/audit?entity=user&entityId=${id}`, admin.headers);
    const entries = audit.json().entries as {
      action: string;
      actor: { _id: string };
      before: unknown;
      after: unknown;
    }[];
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      // An admin made here is an owner (docs/decisions/0068-staff-roles.md).
      [
        'customer.role',
        { role: 'admin', staffRole: 'owner' },
        { role: 'customer', staffRole: null },
      ],
      [
        'customer.role',
        { role: 'customer', staffRole: null },
        { role: 'admin', staffRole: 'owner' },
      ],
    ]);
    expect(entries[0]!.actor._id).toBe(adminId);
  });

  it("refuses an admin's own role with 409 and changes nothing", async () => {
    const res = await setRole(adminId, admin.headers, 'customer');
    expectRefusal(res, 409, { code: 'CONFLICT', message: M.ownRole });
    expect((await get('/api/admin/dashboard', admin.headers)).statusCode).toBe(200);
  });

  it('answers a role the account already has without ending its sessions', async () => {
    const customer = await signUp(t.app, 'Ajak Same');
    const id = await idOf(customer.headers);
    const res = await setRole(id, admin.headers, 'customer');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.roleUnchanged('Ajak Same', 'customer'));
    expect((await get('/api/user/profile', customer.headers)).statusCode).toBe(200);
  });

  it('refuses a bad role, a bad id and an unknown account with a message, never a 500', async () => {
    const customer = await signUp(t.app, 'Nyakuoth Target');
    const id = await idOf(customer.headers);
    for (const role of ['owner', undefined, 42]) {
      const res = await setRole(id, admin.headers, role);
      expectRefusal(res, 400, {
        code: 'VALIDATION',
        message: M.chooseRole,
        errors: { role: M.chooseRole },
      });
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${id}/role`,
      headers: admin.headers,
    });
    expect(noBody.statusCode).toBe(400);
    expect((await setRole('nope', admin.headers, 'admin')).statusCode).toBe(400);
    const unknown = await setRole('d'.repeat(24), admin.headers, 'admin');
    expectRefusal(unknown, 404, { code: 'NOT_FOUND', message: M.notFound });
  });

  it('lets only one of two admins demoting each other at the same moment succeed', async () => {
    const a = await signUpAdmin(t.app, t.db, 'Ayom Staff');
    const b = await signUpAdmin(t.app, t.db, 'Bakhita Staff');
    const [aId, bId] = [await idOf(a.headers), await idOf(b.headers)];
    const results = await Promise.all([
      setRole(bId, a.headers, 'customer'),
      setRole(aId, b.headers, 'customer'),
    ]);
    // The loser is refused at the door (401: its session ended) when the winner committed first,
    // or under the row locks (403) when both were already inside; never both demoted.
    const [winner, loser] = [...results].sort((x, y) => x.statusCode - y.statusCode);
    expect(winner!.statusCode).toBe(200);
    expect([401, 403]).toContain(loser!.statusCode);
    expect(loser!.json().success).toBe(false);
    const roles = (await get('/api/admin/customers?role=admin', admin.headers)).json().customers;
    const emails = roles.map((c: { email: string }) => c.email);
    expect([emails.includes(a.email), emails.includes(b.email)].sort()).toEqual([false, true]);
  });

  it('refuses a staff member demoted a moment ago', async () => {
    const other = await signUpAdmin(t.app, t.db, 'Bol Staff');
    const otherId = await idOf(other.headers);
    const target = await signUp(t.app, 'Akuol Target');
    const targetId = await idOf(target.headers);
    expect((await setRole(otherId, admin.headers, 'customer')).statusCode).toBe(200);
    // Bol's old token now fails at the door (401)...
    expect((await setRole(targetId, other.headers, 'admin')).statusCode).toBe(401);
    // ...and a request of Bol's already past the door when the demotion committed is refused by
    // the check made under the row locks.
    await expect(changeRole(t.db, otherId, targetId, 'admin')).rejects.toMatchObject({
      statusCode: 403,
      message: M.noLongerAdmin,
    });
    expect((await get('/api/user/profile', target.headers)).json().user.role).toBe('customer');
  });
});
